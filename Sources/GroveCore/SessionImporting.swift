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

    public init(added: [FinishedSession], skipped: Int) {
        self.added = added
        self.skipped = skipped
    }
}
