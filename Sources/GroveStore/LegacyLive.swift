import FoundationEssentials
import GroveCore

/// The layout of `live.json` before devices (schema 1): the live record with the
/// rewards inside. Only the migration reads it (see ``LegacyMigration``).
struct LegacyLive: Decodable {
    var live: Record

    struct Record: Decodable {
        var state: LiveRecord
        var unlocked: [String]

        /// The one field this layout has beside today's (``LiveRecord/CodingKeys``).
        private enum LegacyKeys: String, CodingKey {
            case rewards
        }

        /// Schema 1 left out an absent session or outcome, and `lastEarned` arrived late in it;
        /// schema 2 added `today` and `lastReachedGoal`; every other field is required.
        init(from decoder: Decoder) throws {
            let legacy = try decoder.container(keyedBy: LegacyKeys.self)
            let rewards = try legacy.decode(RewardLedger.self, forKey: .rewards)
            if let unknown = rewards.unlocked.first(where: { Species.named($0) == nil }) {
                throw DecodingError.dataCorruptedError(
                    forKey: .rewards, in: legacy, debugDescription: "unlocked \"\(unknown)\" is not a species")
            }
            unlocked = rewards.unlocked
            let required: Set<LiveRecord.CodingKeys> = [.completedFocusCount, .breakTaken, .outcomeSeen]
            state = try LiveRecord(from: decoder, requiring: decoder.hasPlayFields ? required.union([.today, .lastReachedGoal]) : required)
        }
    }
}
