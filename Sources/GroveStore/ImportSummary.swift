/// What an import did: how many sessions it added to the history and how many it left out.
public struct ImportSummary: Sendable, Hashable {
    /// Sessions whose id was new, now in the history.
    public let added: Int
    /// Sessions left out: their id was already in the history, or earlier in the same import.
    public let skipped: Int

    public init(added: Int, skipped: Int) {
        self.added = added
        self.skipped = skipped
    }
}
