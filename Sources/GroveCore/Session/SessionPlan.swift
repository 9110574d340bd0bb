import FoundationEssentials

/// What to plant: the inputs of a new session.
public struct SessionPlan: Sendable, Hashable {
    public var kind: SessionKind
    /// Game seconds.
    public var plannedSeconds: TimeInterval
    public var tag: String
    public var species: String
    public var speed: GameSpeed
    /// Whether this is the long break earned by every n-th grown tree (see ``SessionRules/breakPlan(after:speed:)``).
    public var isLongBreak: Bool
    public var mode: SessionMode
    public var note: String?
    /// Nil to plant alone.
    public var together: Together?
    /// The wall time a joined planting ends, which the tree ends at too; nil: the planned length from now.
    public var endsAt: Date?
    /// The git work tree a tree is planted in (see ``planted(in:settings:tagGiven:)``); nil: none.
    public var project: ProjectPlace?

    public init(
        kind: SessionKind = .focus, plannedSeconds: TimeInterval, tag: String, species: String, speed: GameSpeed,
        isLongBreak: Bool = false, mode: SessionMode = .countdown, note: String? = nil
    ) {
        self.kind = kind
        self.plannedSeconds = plannedSeconds
        self.tag = tag
        self.species = species
        self.speed = speed
        self.isLongBreak = isLongBreak
        self.mode = mode
        self.note = note
    }

    public static func focus(_ settings: GroveSettings, speed: GameSpeed) -> SessionPlan {
        SessionPlan(
            plannedSeconds: TimeInterval(settings.focusMinutes * 60), tag: settings.defaultTag,
            species: settings.defaultSpecies, speed: speed)
    }

    /// A break of `minutes`; its tag, the label the history keeps, says whether it is the long one.
    public static func rest(minutes: Int, isLong: Bool, species: String, speed: GameSpeed) -> SessionPlan {
        SessionPlan(
            kind: .break, plannedSeconds: TimeInterval(minutes * 60), tag: isLong ? longBreakTag : "break",
            species: species, speed: speed, isLongBreak: isLong)
    }

    static let longBreakTag = "long-break"

    /// A count-up tree: it grows until `grove done`, or completes by itself at the limit.
    public static func open(_ settings: GroveSettings, speed: GameSpeed) -> SessionPlan {
        var plan = focus(settings, speed: speed)
        plan.mode = .open
        plan.plannedSeconds = SessionMode.openLimitSeconds
        return plan
    }
}
