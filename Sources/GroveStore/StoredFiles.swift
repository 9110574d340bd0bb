import GroveCore

/// The layout of `live.json`: the record every grove process shares.
struct StoredLive: Codable {
    var schema: Int
    var live: LiveRecord
}

/// The layout of a history month file, `history/YYYY-MM.json`.
///
/// One session per line, so later readers can scan a month without a full JSON parse.
struct StoredMonth: Codable {
    var schema: Int
    var sessions: [FinishedSession]
}
