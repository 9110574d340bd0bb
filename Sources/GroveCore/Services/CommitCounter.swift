import FoundationEssentials

/// Counts the commits a person made in a git work tree: the one outside reading the end of a tree planted in a project
/// needs. A counter takes at most a moment (a real one runs `git` with a time limit).
public protocol CommitCounter {
    /// The commits this person (git's `user.email`) made in the work tree at `folder` from `start` through `end`; nil when
    /// they could not be counted, which is said nowhere.
    func commits(in folder: String, from start: Date, through end: Date) -> Int?
}

/// The commits to count before `events` are applied to `record`: for each tree planted in a project that they end, its
/// folder and time. The rules are asked what the events would do, as they will be asked again when they are applied.
public struct CommitQuery: Sendable, Hashable {
    public let sessionID: String
    public let folder: String
    public let start: Date
    public let end: Date

    /// What to count for the trees that `events` end when applied to `record`, by `rules`.
    public static func queries(for events: [TimedEvent], onto record: LiveRecord, rules: SessionRules) -> [CommitQuery] {
        guard let live = record.session, live.kind == .focus, let folder = live.project?.folder else { return [] }
        return rules.replay(events, onto: record).finished.filter { $0.id == live.id }.map {
            CommitQuery(sessionID: live.id, folder: folder, start: $0.startedAt, end: $0.endedAt)
        }
    }
}
