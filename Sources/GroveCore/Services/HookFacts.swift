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
    public let startedAt: Date
    /// When the session ended; nil while it goes on (planted, paused, resumed, a break started).
    public let endedAt: Date?
    public let note: String?
    /// Game seconds extensions added to `plannedSeconds` so far.
    public let extendedSeconds: TimeInterval

    /// The `GROVE_*` variables a hook sees; times in ISO 8601, UTC (`GROVE_ENDED_AT` empty until
    /// the session ends), the note empty when there is none.
    public var environment: [String: String] {
        [
            "GROVE_EVENT": event.rawValue,
            "GROVE_SESSION_ID": sessionID,
            "GROVE_KIND": kind.rawValue,
            "GROVE_TAG": tag,
            "GROVE_SPECIES": species,
            "GROVE_PLANNED_SECONDS": String(Int(plannedSeconds.rounded())),
            "GROVE_FOCUSED_SECONDS": String(Int(focusedSeconds.rounded())),
            "GROVE_STARTED_AT": ISOTime.text(startedAt),
            "GROVE_ENDED_AT": endedAt.map(ISOTime.text) ?? "",
            "GROVE_NOTE": note ?? "",
            "GROVE_EXTENDED_SECONDS": String(Int(extendedSeconds.rounded())),
        ]
    }
}

extension HookFacts {
    init(_ event: HookEvent, _ session: LiveSession, focusedSeconds: TimeInterval, endedAt: Date? = nil) {
        self.init(
            event: event, sessionID: session.id, kind: session.kind, tag: session.tag, species: session.species,
            plannedSeconds: session.plannedSeconds, focusedSeconds: focusedSeconds, startedAt: session.startedAt,
            endedAt: endedAt, note: session.note, extendedSeconds: session.extended?.addedSeconds ?? 0)
    }

    init(_ event: HookEvent, _ session: FinishedSession) {
        self.init(
            event: event, sessionID: session.id, kind: session.kind, tag: session.tag, species: session.species,
            plannedSeconds: session.plannedSeconds, focusedSeconds: session.focusedSeconds, startedAt: session.startedAt,
            endedAt: session.endedAt, note: session.note, extendedSeconds: session.extendedSeconds)
    }
}
