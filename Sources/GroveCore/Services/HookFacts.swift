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
    /// The repository the tree grows in, its branch, and (once it has ended) the commits made meanwhile; nil when none.
    public var project: String?
    public var branch: String?
    public var commits: Int?
    /// The tree's pauses so far, and the reason of the one in progress.
    public var interruptions = 0
    public var pauseReason: String?

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
            "GROVE_PROJECT": project ?? "",
            "GROVE_BRANCH": branch ?? "",
            "GROVE_COMMITS": commits.map(String.init) ?? "",
            "GROVE_INTERRUPTIONS": String(interruptions),
            "GROVE_PAUSE_REASON": pauseReason ?? "",
        ]
    }
}

extension HookFacts {
    init(_ event: HookEvent, _ session: LiveSession, focusedSeconds: TimeInterval, endedAt: Date? = nil, commits: Int? = nil) {
        self.init(
            event: event, sessionID: session.id, kind: session.kind, tag: session.tag, species: session.species,
            plannedSeconds: session.plannedSeconds, focusedSeconds: focusedSeconds, startedAt: session.startedAt,
            endedAt: endedAt, note: session.note, extendedSeconds: session.extended?.addedSeconds ?? 0,
            project: session.project?.name, branch: session.project?.branch,
            commits: commits, interruptions: session.interruptions.count, pauseReason: session.interruptions.current)
    }

    init(_ event: HookEvent, _ session: FinishedSession) {
        self.init(
            event: event, sessionID: session.id, kind: session.kind, tag: session.tag, species: session.species,
            plannedSeconds: session.plannedSeconds, focusedSeconds: session.focusedSeconds, startedAt: session.startedAt,
            endedAt: session.endedAt, note: session.note, extendedSeconds: session.extendedSeconds,
            project: session.project, branch: session.branch, commits: session.commits, interruptions: session.interruptions.count)
    }
}
