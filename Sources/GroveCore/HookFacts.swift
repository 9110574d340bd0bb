import FoundationEssentials

/// The session facts handed to a hook, as environment variables.
public struct HookFacts: Sendable, Hashable {
    public let event: HookEvent
    public let sessionID: String
    public let kind: SessionKind
    public let tag: String
    public let species: String
    public let plannedSeconds: TimeInterval
    public let focusedSeconds: TimeInterval

    public init(
        event: HookEvent, sessionID: String, kind: SessionKind, tag: String, species: String,
        plannedSeconds: TimeInterval, focusedSeconds: TimeInterval
    ) {
        self.event = event
        self.sessionID = sessionID
        self.kind = kind
        self.tag = tag
        self.species = species
        self.plannedSeconds = plannedSeconds
        self.focusedSeconds = focusedSeconds
    }

    init(_ event: HookEvent, _ session: LiveSession, focusedSeconds: TimeInterval) {
        self.init(
            event: event, sessionID: session.id, kind: session.kind, tag: session.tag, species: session.species,
            plannedSeconds: session.plannedSeconds, focusedSeconds: focusedSeconds)
    }

    init(_ event: HookEvent, _ session: FinishedSession) {
        self.init(
            event: event, sessionID: session.id, kind: session.kind, tag: session.tag, species: session.species,
            plannedSeconds: session.plannedSeconds, focusedSeconds: session.focusedSeconds)
    }

    /// The `GROVE_*` variables a hook sees.
    public var environment: [String: String] {
        [
            "GROVE_EVENT": event.rawValue,
            "GROVE_SESSION_ID": sessionID,
            "GROVE_KIND": kind.rawValue,
            "GROVE_TAG": tag,
            "GROVE_SPECIES": species,
            "GROVE_PLANNED_SECONDS": String(Int(plannedSeconds.rounded())),
            "GROVE_FOCUSED_SECONDS": String(Int(focusedSeconds.rounded())),
        ]
    }
}
