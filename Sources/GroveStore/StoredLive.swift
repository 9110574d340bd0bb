import FoundationEssentials
import GroveCore

/// The layout of `devices/<device>/live.json`.
struct StoredLive: Codable {
    var schema: Int
    /// The host that wrote it last: another host's name means two machines share one device name.
    var host: String
    var live: DeviceLiveState
}

/// The device-local part of the live record: all but the rewards, which are derived from every device's logs.
/// Read strictly: every field present (`session` and `lastFinished` as `null` when none), typed, with a sensible value.
struct DeviceLiveState: Codable, Equatable {
    var session: LiveSession?
    var lastFinished: FinishedSession?
    var completedFocusCount: Int
    var breakTaken: Bool
    var outcomeSeen: Bool
    var lastEarned: [String]
    var today: DailyTally?
    var lastReachedGoal: Bool

    init(_ record: LiveRecord) {
        session = record.session
        lastFinished = record.lastFinished
        completedFocusCount = record.completedFocusCount
        breakTaken = record.breakTaken
        outcomeSeen = record.outcomeSeen
        lastEarned = record.lastEarned
        today = record.today
        lastReachedGoal = record.lastReachedGoal
    }

    /// The live record with what every device's logs add up to: the rewards, and the day's
    /// trees (this file's `today` is only what this device counted when it last wrote).
    func record(derivedFrom totals: DerivedTotals) -> LiveRecord {
        LiveRecord(
            session: session, lastFinished: lastFinished, completedFocusCount: completedFocusCount,
            breakTaken: breakTaken, outcomeSeen: outcomeSeen, rewards: totals.ledger, lastEarned: lastEarned,
            today: totals.lastDay, lastReachedGoal: lastReachedGoal)
    }

    /// The record's fields, spelled once: its coding keys and (with `rewards`) the layout
    /// before devices that ``LegacyLive`` reads.
    enum CodingKeys: String, CodingKey {
        case session, lastFinished, completedFocusCount, breakTaken, outcomeSeen, lastEarned, today, lastReachedGoal
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        for key in [CodingKeys.session, .lastFinished, .today] where !container.contains(key) {
            throw DecodingError.keyNotFound(key, .init(codingPath: container.codingPath, debugDescription: "missing"))
        }
        session = try container.decode(LiveSession?.self, forKey: .session)
        lastFinished = try container.decode(FinishedSession?.self, forKey: .lastFinished)
        completedFocusCount = try container.decode(Int.self, forKey: .completedFocusCount)
        guard completedFocusCount >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .completedFocusCount, in: container, debugDescription: "is \(completedFocusCount), below 0")
        }
        breakTaken = try container.decode(Bool.self, forKey: .breakTaken)
        outcomeSeen = try container.decode(Bool.self, forKey: .outcomeSeen)
        lastEarned = try container.decode([String].self, forKey: .lastEarned)
        if let unknown = lastEarned.first(where: { Achievement.named($0) == nil }) {
            throw DecodingError.dataCorruptedError(
                forKey: .lastEarned, in: container, debugDescription: "\"\(unknown)\" is not an achievement")
        }
        today = try container.decode(DailyTally?.self, forKey: .today)
        lastReachedGoal = try container.decode(Bool.self, forKey: .lastReachedGoal)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(session, forKey: .session)
        try container.encode(lastFinished, forKey: .lastFinished)
        try container.encode(completedFocusCount, forKey: .completedFocusCount)
        try container.encode(breakTaken, forKey: .breakTaken)
        try container.encode(outcomeSeen, forKey: .outcomeSeen)
        try container.encode(lastEarned, forKey: .lastEarned)
        try container.encode(today, forKey: .today)
        try container.encode(lastReachedGoal, forKey: .lastReachedGoal)
    }
}
