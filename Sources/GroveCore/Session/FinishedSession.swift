import FoundationEssentials

/// A session that is over, as kept in the history for ever.
public struct FinishedSession: Sendable, Hashable, Codable, Identifiable {
    public enum Outcome: String, Sendable, WordedValue {
        /// The countdown reached zero: the tree is planted in the forest.
        case completed
        /// The person gave up: the tree withered.
        case abandoned
    }

    public let id: String
    public let kind: SessionKind
    public let state: Outcome
    public let startedAt: Date
    /// For a completed session, the moment the countdown reached zero, even if nobody was looking.
    public let endedAt: Date
    /// Game seconds.
    public let plannedSeconds: TimeInterval
    /// Game seconds of focus; always 0 for breaks, which never count as focus.
    public let focusedSeconds: TimeInterval
    /// Game seconds spent paused.
    public let pausedSeconds: TimeInterval
    public let tag: String
    public let species: String
    public let speed: GameSpeed
    /// Countdown or count-up; a count-up's `plannedSeconds` is the focus it ended with.
    public let mode: SessionMode
    /// What the session was for, in the person's words.
    public let note: String?
    /// The other members of the planting together it grew in, by name; empty when planted alone.
    public let with: [String]
    /// Who gave up, when the tree withered in a planting together (this person or another member).
    public let gaveUp: String?
    /// Game seconds extensions added to `plannedSeconds` while it grew; 0 when never extended.
    public let extendedSeconds: TimeInterval
    /// Whether it was recorded afterwards with `grove log`: focus grove did not time, which earns nothing (``RewardRule``).
    public let logged: Bool
    /// The repository it was planted in, by its folder's name (never a path), and the branch; nil when none.
    public let project: String?
    public let branch: String?
    /// The commits its person made in `project` while it grew; nil when they were not counted.
    public let commits: Int?
    /// Its pauses and the reasons given for them.
    public let interruptions: Interruptions

    public init(
        id: String, kind: SessionKind, state: Outcome, startedAt: Date, endedAt: Date,
        plannedSeconds: TimeInterval, focusedSeconds: TimeInterval, pausedSeconds: TimeInterval,
        tag: String, species: String, speed: GameSpeed, mode: SessionMode = .countdown, note: String? = nil,
        with: [String] = [], gaveUp: String? = nil, extendedSeconds: TimeInterval = 0, logged: Bool = false,
        project: String? = nil, branch: String? = nil, commits: Int? = nil, interruptions: Interruptions = .none
    ) {
        self.id = id
        self.kind = kind
        self.state = state
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.plannedSeconds = plannedSeconds
        self.focusedSeconds = focusedSeconds
        self.pausedSeconds = pausedSeconds
        self.tag = tag
        self.species = species
        self.speed = speed
        self.mode = mode
        self.note = note
        self.with = with
        self.gaveUp = gaveUp
        self.extendedSeconds = extendedSeconds
        self.logged = logged
        self.project = project
        self.branch = branch
        self.commits = commits
        self.interruptions = interruptions
    }

    /// Whether this tree grew in a planting together where every tree grew: it earns the bonus.
    public var grewTogether: Bool { countsForTheGame && !with.isEmpty && gaveUp == nil }

    /// Whether this session earns coins, a streak day, a tree towards the daily goal and progress to achievements
    /// (``RewardRule``).
    public var countsForTheGame: Bool { RewardRule.counts(self) }

    /// The focus seconds this session earns on (``RewardRule``).
    public var rewardedSeconds: TimeInterval { RewardRule.rewardedSeconds(of: self) }

    /// Whether this session ran at a speed other than real time: its tree is counted apart.
    public var isAtOtherSpeed: Bool { speed != .normal }

    /// A stable number for drawing this session's tree the same way every time.
    public var shapeSeed: UInt64 { ShapeSeed.of(id) }

    /// The same session with a corrected tag, species and note (nil: unchanged; an empty note removes it,
    /// as `grove note ''` does).
    public func relabelled(tag newTag: String?, species newSpecies: String?, note newNote: String?) -> FinishedSession {
        FinishedSession(
            id: id, kind: kind, state: state, startedAt: startedAt, endedAt: endedAt, plannedSeconds: plannedSeconds,
            focusedSeconds: focusedSeconds, pausedSeconds: pausedSeconds, tag: newTag ?? tag,
            species: newSpecies ?? species, speed: speed, mode: mode, note: newNote.map { $0.isEmpty ? nil : $0 } ?? note,
            with: with, gaveUp: gaveUp, extendedSeconds: extendedSeconds, logged: logged,
            project: project, branch: branch, commits: commits, interruptions: interruptions)
    }

    /// The local day this session extends a streak on (see ``countsForTheGame``), or nil when it extends none.
    public func streakDay(in calendar: LocalCalendar) -> LocalDay? {
        countsForTheGame ? calendar.day(of: startedAt) : nil
    }

    /// The days in `history` that extend a streak, of `tag` only when it is given.
    public static func grownDays(in history: [FinishedSession], tag: String?, calendar: LocalCalendar) -> GrownDays {
        GrownDays(history.lazy.filter { tag == nil || $0.tag == tag }.compactMap { $0.streakDay(in: calendar) })
    }
}

extension FinishedSession {
    private typealias CodingKeys = SessionField

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        kind = try container.decodeRaw(SessionKind.self, forKey: .kind)
        state = try container.decodeRaw(Outcome.self, forKey: .state)
        startedAt = try container.decodeSaneDate(forKey: .startedAt)
        endedAt = try container.decodeSaneDate(forKey: .endedAt)
        plannedSeconds = try container.decodeDuration(forKey: .plannedSeconds, allowZero: false)
        focusedSeconds = try container.decodeDuration(forKey: .focusedSeconds, allowZero: true)
        pausedSeconds = try container.decodeDuration(forKey: .pausedSeconds, allowZero: true)
        tag = try container.decode(String.self, forKey: .tag)
        species = try container.decode(String.self, forKey: .species)
        speed = try container.decode(GameSpeed.self, forKey: .speed)
        // Files of schema 1, and exports of groves of then, have neither field; in newer files both are
        // required (a null note included), and a session with one of them must have both.
        if decoder.hasPlayFields || container.contains(.mode) || container.contains(.note) {
            mode = try container.decodeRaw(SessionMode.self, forKey: .mode)
            note = try container.decodeNil(forKey: .note) ? nil : container.decode(String.self, forKey: .note)
        } else {
            mode = .countdown
            note = nil
        }
        // Both are written only for a planting together: without them, as in every older file, it was planted alone.
        with = try container.decodeIfPresent(MemberList.self, forKey: .with)?.names ?? []
        gaveUp = try container.decodeIfPresent(String.self, forKey: .gaveUp)
        // Written only when there is something to say: a session without them was neither extended nor logged.
        extendedSeconds = try container.decodeIfPresent(Double.self, forKey: .extendedSeconds) ?? 0
        logged = try container.decodeIfPresent(Bool.self, forKey: .logged) ?? false
        // Written only when there is something to say, as `with`: every older file has none of them.
        project = try container.decodeIfPresent(String.self, forKey: .project)
        branch = try container.decodeIfPresent(String.self, forKey: .branch)
        commits = try container.decodeIfPresent(Int.self, forKey: .commits)
        interruptions = Interruptions(
            count: try container.decodeIfPresent(Int.self, forKey: .interruptions) ?? 0,
            reasons: try container.decodeIfPresent(MemberList.self, forKey: .interruptedBy)?.names ?? [])
        if let (field, problem) = SessionSanity.problem(in: self) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: container.codingPath + [field],
                debugDescription: "\(field.rawValue) \(problem)"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(state, forKey: .state)
        try container.encode(startedAt, forKey: .startedAt)
        try container.encode(endedAt, forKey: .endedAt)
        try container.encode(encoder.seconds(plannedSeconds), forKey: .plannedSeconds)
        try container.encode(encoder.seconds(focusedSeconds), forKey: .focusedSeconds)
        try container.encode(encoder.seconds(pausedSeconds), forKey: .pausedSeconds)
        try container.encode(tag, forKey: .tag)
        try container.encode(species, forKey: .species)
        try container.encode(speed, forKey: .speed)
        try container.encode(mode, forKey: .mode)
        try container.encode(note, forKey: .note)
        if !with.isEmpty { try container.encode(MemberList(names: with), forKey: .with) }
        try container.encodeIfPresent(gaveUp, forKey: .gaveUp)
        if extendedSeconds > 0 { try container.encode(encoder.seconds(extendedSeconds), forKey: .extendedSeconds) }
        if logged { try container.encode(logged, forKey: .logged) }
        try container.encodeIfPresent(project, forKey: .project)
        try container.encodeIfPresent(branch, forKey: .branch)
        try container.encodeIfPresent(commits, forKey: .commits)
        if interruptions.count > 0 { try container.encode(interruptions.count, forKey: .interruptions) }
        if !interruptions.reasons.isEmpty { try container.encode(MemberList(names: interruptions.reasons), forKey: .interruptedBy) }
    }
}

extension KeyedDecodingContainer {
    /// A value written as its word, read as that string: the decoder's way for any `Decodable` (a nested decoder and
    /// container a value) costs as much again. Refused as the value's own decoding refuses it.
    fileprivate func decodeRaw<Value: WordedValue>(_ type: Value.Type, forKey key: Key) throws -> Value {
        let raw: String
        do {
            raw = try decode(String.self, forKey: key)
        } catch DecodingError.typeMismatch(_, let context) {
            throw DecodingError.typeMismatch(Value.self, context)
        }
        guard let value = Value(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: Value.refusal(of: raw, in: key))
        }
        return value
    }
}

/// Member names (and a pause's reasons) as a session keeps them: a JSON list, or in a CSV cell one text with a space between
/// names.
struct MemberList {
    let names: [String]
}

extension MemberList: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            names = try container.decode([String].self)
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.count == decoder.codingPath.count {
            // Not a list (a wrong name inside one is named by its place): one text.
            names = try container.decode(String.self).split(separator: " ").map(String.init)
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(names)
    }
}
