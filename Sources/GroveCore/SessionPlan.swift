import FoundationEssentials

/// What to plant: the inputs of a new session.
public struct SessionPlan: Sendable, Hashable {
    public var kind: SessionKind
    /// Planned length in game seconds.
    public var plannedSeconds: TimeInterval
    public var tag: String
    public var species: String
    public var speed: GameSpeed

    public init(kind: SessionKind = .focus, plannedSeconds: TimeInterval, tag: String, species: String, speed: GameSpeed) {
        self.kind = kind
        self.plannedSeconds = plannedSeconds
        self.tag = tag
        self.species = species
        self.speed = speed
    }

    /// A focus session with the person's defaults.
    public static func focus(_ settings: GroveSettings, speed: GameSpeed) -> SessionPlan {
        SessionPlan(
            plannedSeconds: TimeInterval(settings.focusMinutes * 60), tag: settings.defaultTag,
            species: settings.defaultSpecies, speed: speed)
    }
}
