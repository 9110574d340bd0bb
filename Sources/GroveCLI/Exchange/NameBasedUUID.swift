import FoundationEssentials

/// Name-based UUIDs (version 5, RFC 9562): the same name in the same namespace always
/// gives the same id, so a session imported from another app's export twice is one session.
enum NameBasedUUID {
    /// The namespace of sessions grove makes from other apps' records (a random UUID, fixed here for good).
    static let importedSessions = UUID(uuidString: "5b0c7a36-0d2e-4f8b-9a61-3e4f6c2d8b17")!

    /// The lower-case UUID for `name` in `namespace`.
    static func make(_ name: String, in namespace: UUID = importedSessions) -> String {
        let space = withUnsafeBytes(of: namespace.uuid) { Array($0) }
        var bytes = Array(SHA1.digest(space + Array(name.utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x50
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }
        return [0..<4, 4..<6, 6..<8, 8..<10, 10..<16].map { hex[$0].joined() }.joined(separator: "-")
    }
}
