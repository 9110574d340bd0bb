/// The versions of the files grove writes, so readers can tell what an older grove wrote from what is damaged.
public enum SchemaVersion {
    /// 3: sessions may be extended (`extendedSeconds`, a live tree's `extended`) or logged (`logged`), which a grove of
    /// schema 2 would read as grown trees that earn; and they may carry their project (`project`, `branch`, `commits`)
    /// and interruptions (`interruptions`, `interruptedBy`), which it would drop from every session of a month file it
    /// adds a tree to, and from the live file it writes. It must refuse these files instead.
    public static let current = 3
    /// The first version: a file of it, or an import from any grove, may lack what later versions added.
    public static let first = 1
    /// From this version on, sessions carry `mode` and `note`, and the live record
    /// carries `today` and `lastReachedGoal`.
    public static let playFields = 2
}

extension CodingUserInfoKey {
    /// The schema version of the file being decoded, as an `Int`.
    public static let groveSchema = CodingUserInfoKey(rawValue: "groveSchema")!
}

extension Decoder {
    /// Whether the file was written by a grove that writes the play fields (mode, note, today); a reader
    /// that does not say which schema it reads reads the current one.
    public var hasPlayFields: Bool { (userInfo[.groveSchema] as? Int ?? SchemaVersion.current) >= SchemaVersion.playFields }
}
