/// A copy a synchroniser leaves when two machines changed one file (Syncthing's `2026-11.sync-conflict-….json`,
/// Dropbox's `events (laptop's conflicted copy 2026-11-22).json`); read too, each record counted once, and doctor lists it.
enum ConflictCopy {
    /// Whether `name` is a conflict copy of the file `original` (such as `events.json`).
    static func isCopy(_ name: String, of original: String) -> Bool {
        guard isConflictCopy(name), original.hasSuffix(".json"), name.hasSuffix(".json") else { return false }
        let stem = original.dropLast(5)
        return name.hasPrefix(stem + ".") || name.hasPrefix(stem + " ")
    }

    /// Whether `name` looks like any synchroniser's conflict copy.
    static func isConflictCopy(_ name: String) -> Bool {
        name.contains(".sync-conflict-") || name.contains("conflicted copy")
    }
}
