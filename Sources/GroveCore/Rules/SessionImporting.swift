/// A repository that can take in sessions from elsewhere (a backup, another machine, another app).
public protocol SessionImporting: AnyObject {
    /// Adds the sessions whose ids are new, all under one lock; with `dryRun`, only says what it would add.
    func importSessions(_ sessions: [FinishedSession], dryRun: Bool) throws -> ImportSummary
}

public struct ImportSummary: Sendable, Hashable {
    /// The sessions whose ids were new here, in the order given.
    public let added: [FinishedSession]
    /// Sessions already here, or given twice.
    public let skipped: Int
    /// Sessions deleted here: the deletion stands, so they are not brought back.
    public let deleted: Int

    public init(added: [FinishedSession], skipped: Int, deleted: Int = 0) {
        self.added = added
        self.skipped = skipped
        self.deleted = deleted
    }

    /// What an import of `sessions` does where `held` says which ids are here and `deleted` which were deleted:
    /// each id is added once, unless it is here or was deleted.
    public init(sorting sessions: [FinishedSession], held: (String) -> Bool, deleted: (String) -> Bool) {
        var given: Set<String> = []
        var added: [FinishedSession] = []
        var skipped = 0, deletedCount = 0
        for session in sessions {
            if !given.insert(session.id).inserted {
                skipped += 1
            } else if deleted(session.id) {
                deletedCount += 1
            } else if held(session.id) {
                skipped += 1
            } else {
                added.append(session)
            }
        }
        self.init(added: added, skipped: skipped, deleted: deletedCount)
    }
}
