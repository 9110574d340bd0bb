import FoundationEssentials
import GroveCore

/// The layout of `live.json` before devices (schema 1): the live record with the
/// rewards inside. Only the migration reads it (see ``LegacyMigration``).
struct LegacyLive: Decodable {
    var schema: Int
    var live: Record

    struct Record: Decodable {
        var state: DeviceLiveState
        var unlocked: [String]

        /// The one field this layout has beside today's (``DeviceLiveState/CodingKeys``).
        private enum LegacyKeys: String, CodingKey {
            case rewards
        }

        /// Schema 1 left out an absent session or outcome, and `lastEarned` arrived late in it;
        /// schema 2 added `today` and `lastReachedGoal`; every other field is required.
        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: DeviceLiveState.CodingKeys.self)
            let legacy = try decoder.container(keyedBy: LegacyKeys.self)
            let hasPlayFields = decoder.hasPlayFields
            let rewards = try legacy.decode(RewardLedger.self, forKey: .rewards)
            if let unknown = rewards.unlocked.first(where: { Species.named($0) == nil }) {
                throw DecodingError.dataCorruptedError(
                    forKey: .rewards, in: legacy, debugDescription: "unlocked \"\(unknown)\" is not a species")
            }
            unlocked = rewards.unlocked
            let record = LiveRecord(
                session: try container.decodeIfPresent(LiveSession.self, forKey: .session),
                lastFinished: try container.decodeIfPresent(FinishedSession.self, forKey: .lastFinished),
                completedFocusCount: try container.decode(Int.self, forKey: .completedFocusCount),
                breakTaken: try container.decode(Bool.self, forKey: .breakTaken),
                outcomeSeen: try container.decode(Bool.self, forKey: .outcomeSeen),
                lastEarned: try container.decodeIfPresent([String].self, forKey: .lastEarned) ?? [],
                today: hasPlayFields ? try container.decode(DailyTally?.self, forKey: .today) : nil,
                lastReachedGoal: hasPlayFields ? try container.decode(Bool.self, forKey: .lastReachedGoal) : false)
            state = DeviceLiveState(record)
        }
    }
}
