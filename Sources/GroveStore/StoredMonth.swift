import FoundationEssentials
import GroveCore

/// The layout of `devices/<device>/sessions/YYYY-MM.json`: a device's finished sessions
/// that started in one UTC month, in history order, one a line (see ``RecordLines``).
struct StoredMonth: Codable {
    enum CodingKeys: String, CodingKey {
        case schema, sessions
    }

    var schema: Int
    var sessions: [FinishedSession]

    /// The file's bytes for `sessions`, in the order given.
    static func encode(_ sessions: [FinishedSession], path: String) throws(StoreError) -> Data {
        try RecordLines.encode(sessions, under: CodingKeys.sessions, path: path)
    }

    /// The sessions in `bytes`, read from `path`.
    static func decode(_ bytes: [UInt8], path: String) throws(StoreError) -> [FinishedSession] {
        try RecordLines.decode(Self.self, from: bytes, path: path, records: FinishedSession.self, under: CodingKeys.sessions).sessions
    }
}
