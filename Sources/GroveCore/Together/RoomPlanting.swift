import FoundationEssentials
import GroveText
import GroveWords

/// One planting as a member records it in their own room file: the shared facts and this member's tree. Another person
/// wrote it: ``problem(now:)`` vets it before use, and its text is shown escaped.
public struct RoomPlanting: Sendable, Hashable, Codable {
    public enum State: String, Sendable, Hashable, Codable, CaseIterable {
        case growing
        case grown
        /// The member gave up past the grace: every tree in the planting withers.
        case gaveUp = "gave-up"
        /// The member gave up within the grace: only their own planting is cancelled.
        case cancelled
        /// Another member's give-up withered this member's tree.
        case withered
    }

    /// Shared by every member: the opener's session id.
    public let id: String
    public let opener: String
    /// Wall times; every tree in the planting ends at `endsAt`.
    public let openedAt: Date
    public let endsAt: Date
    /// Game seconds of this member's tree (a joiner's is shorter than the opener's).
    public let plannedSeconds: TimeInterval
    public let speed: GameSpeed
    public let species: String
    public var state: State
    /// When the member gave up; present only in state ``State/gaveUp``.
    public var gaveUpAt: Date?

    public init(
        id: String, opener: String, openedAt: Date, endsAt: Date, plannedSeconds: TimeInterval, speed: GameSpeed,
        species: String, state: State, gaveUpAt: Date? = nil
    ) {
        self.id = id
        self.opener = opener
        self.openedAt = openedAt
        self.endsAt = endsAt
        self.plannedSeconds = plannedSeconds
        self.speed = speed
        self.species = species
        self.state = state
        self.gaveUpAt = gaveUpAt
    }

    public func remaining(at now: Date) -> TimeInterval {
        min(max(speed.gameSeconds(forWall: endsAt.timeIntervalSince(now)), 0), plannedSeconds)
    }

    public func stage(at now: Date) -> Int {
        SessionMode.countdown.stage(elapsed: plannedSeconds - remaining(at: now), planned: plannedSeconds)
    }

    /// Wall seconds a planting may last beyond the longest session: clocks and rounding differ a little.
    public static let spanSlack: TimeInterval = 120
    /// How far ahead of this machine's clock another member's planting may open or end.
    public static let clockSkew: TimeInterval = 300

    /// What makes this record unbelievable, in words that quote none of its text raw; nil when it is sane.
    public func problem(now: Date) -> String? {
        if SessionSanity.idProblem(id) != nil || !PrintableText.isPrintable(id) { return Words.Together.badID }
        if MemberName(opener) == nil { return Words.Together.badOpener(name: PrintableText.escaped(opener), rule: MemberName.rule) }
        if SessionLabel(species) == nil { return Words.Together.badSpecies(name: PrintableText.escaped(species), rule: SessionLabel.rule) }
        for date in [openedAt, endsAt] + (gaveUpAt.map { [$0] } ?? []) where SessionSanity.dateProblem(date) != nil {
            return Words.Together.dateOutside(days: SaneBounds.daysText)
        }
        let longest = TimeInterval(GroveSettings.minuteRange.upperBound * 60)
        guard plannedSeconds > 0, plannedSeconds <= longest + Self.spanSlack else {
            return Words.Together.badLength(seconds: NumberText.shortest(plannedSeconds), most: String(Int(longest)))
        }
        let span = endsAt.timeIntervalSince(openedAt)
        guard span > 0, span <= longest + Self.spanSlack else {
            return Words.Together.badSpan(minutes: String(GroveSettings.minuteRange.upperBound))
        }
        if openedAt.timeIntervalSince(now) > Self.clockSkew { return Words.Together.opensInTheFuture }
        switch (state, gaveUpAt) {
        case (.gaveUp, nil): return Words.Together.gaveUpAtNoTime
        case (.gaveUp, let at?):
            if at < openedAt.addingTimeInterval(-Self.clockSkew) || at > endsAt.addingTimeInterval(Self.clockSkew) {
                return Words.Together.gaveUpOutside
            }
        case (_, .some): return Words.Together.giveUpTimeWithout
        case (_, nil): break
        }
        return nil
    }
}
