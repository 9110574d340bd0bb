import GroveText
import GroveWords

/// Everything a grove process needs to know "right now", kept apart so `grove status` never reads the history.
public struct LiveRecord: Sendable, Hashable {
    public var session: LiveSession?
    /// So a screen opened later can say what happened while nobody watched, and offer a break.
    public var lastFinished: FinishedSession?
    /// Completed focus sessions ever, to decide when a long break is earned.
    public var completedFocusCount: Int
    /// Whether the break after `lastFinished` was already taken.
    public var breakTaken: Bool
    /// Whether a person has seen how `lastFinished` ended; a screen opened later shows that first.
    public var outcomeSeen: Bool
    public var rewards = RewardLedger()
    /// Ids of the achievements `lastFinished` earned, and whether it reached the daily goal, so
    /// whichever screen shows the outcome (even after the waiter completed it) can say so.
    public var lastEarned: [String]
    public var lastReachedGoal: Bool
    /// Trees that counted for the game on the latest day one grew, for the daily goal.
    public var today: DailyTally?

    public init(
        session: LiveSession? = nil, lastFinished: FinishedSession? = nil,
        completedFocusCount: Int = 0, breakTaken: Bool = false, outcomeSeen: Bool = true,
        rewards: RewardLedger = RewardLedger(), lastEarned: [String] = [], today: DailyTally? = nil,
        lastReachedGoal: Bool = false
    ) {
        self.session = session
        self.lastFinished = lastFinished
        self.completedFocusCount = completedFocusCount
        self.breakTaken = breakTaken
        self.outcomeSeen = outcomeSeen
        self.rewards = rewards
        self.lastEarned = lastEarned
        self.today = today
        self.lastReachedGoal = lastReachedGoal
    }

    /// Forgets `lastFinished` once it has been deleted from the history (here or on another
    /// device): a deleted session is no one's last, shows no outcome and offers no break.
    public mutating func forgetDeletedLastFinished() {
        lastFinished = nil
        outcomeSeen = true
        lastEarned = []
        lastReachedGoal = false
    }

    public func treesGrown(on day: LocalDay) -> Int {
        today?.grown(on: day) ?? 0
    }

    /// As on first run.
    public static let empty = LiveRecord()
}

/// The live record as a device's live file keeps it: all but the rewards, which every device's logs add up to.
extension LiveRecord: Codable {
    /// The record's fields, spelled once for every layout that holds them.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case session, lastFinished, completedFocusCount, breakTaken, outcomeSeen, lastEarned, today, lastReachedGoal
    }

    /// Read strictly: every field present (`session`, `lastFinished` and `today` as `null` when none), typed, with a
    /// sensible value. The rewards are left empty.
    public init(from decoder: Decoder) throws {
        try self.init(from: decoder, requiring: Set(CodingKeys.allCases))
    }

    /// As ``init(from:)``, but a field not `requiring` may be left out, for none: older layouts wrote only what there was.
    public init(from decoder: Decoder, requiring required: Set<CodingKeys>) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func field<Value: Decodable>(_ key: CodingKeys, else none: Value) throws -> Value {
            required.contains(key) || container.contains(key) ? try container.decode(Value.self, forKey: key) : none
        }
        session = try field(.session, else: nil)
        lastFinished = try field(.lastFinished, else: nil)
        completedFocusCount = try field(.completedFocusCount, else: 0)
        guard completedFocusCount >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .completedFocusCount, in: container, debugDescription: Words.Data.belowZero(value: String(completedFocusCount)))
        }
        breakTaken = try field(.breakTaken, else: false)
        outcomeSeen = try field(.outcomeSeen, else: true)
        lastEarned = try field(.lastEarned, else: [])
        if let unknown = lastEarned.first(where: { Achievement.named($0) == nil }) {
            throw DecodingError.dataCorruptedError(forKey: .lastEarned, in: container, debugDescription: Words.Data.notAnAchievement(name: PrintableText.escaped(unknown)))
        }
        today = try field(.today, else: nil)
        lastReachedGoal = try field(.lastReachedGoal, else: false)
    }

    public func encode(to encoder: Encoder) throws {
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
