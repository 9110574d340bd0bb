/// A repository that can take in sessions from elsewhere (a backup, another machine).
public protocol SessionImporting: AnyObject {
    /// Adds the sessions whose ids are new, all under one lock; returns what was added and skipped.
    func importSessions(_ sessions: [FinishedSession]) throws -> ImportSummary
}

/// What an import did.
public struct ImportSummary: Sendable, Hashable {
    public let added: Int
    public let skipped: Int

    public init(added: Int, skipped: Int) {
        self.added = added
        self.skipped = skipped
    }
}
