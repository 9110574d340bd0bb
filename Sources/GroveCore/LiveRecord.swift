/// Everything a grove process needs to know "right now", kept in one small file
/// so that `grove status` never has to read the history.
public struct LiveRecord: Sendable, Hashable, Codable {
    /// The session growing now, if any.
    public var session: LiveSession?
    /// The most recently finished session, so a screen opened later can say what
    /// happened while nobody watched, and a break can be offered after a tree.
    public var lastFinished: FinishedSession?
    /// Completed focus sessions ever, to decide when a long break is earned.
    public var completedFocusCount: Int
    /// Whether the break after `lastFinished` was already taken.
    public var breakTaken: Bool
    /// Whether a person has seen how `lastFinished` ended; a screen opened after
    /// a tree grew (or withered) unseen shows that first.
    public var outcomeSeen: Bool
    /// Coins, unlocked species and achievements.
    public var rewards: RewardLedger
    /// Ids of the achievements `lastFinished` earned, so whichever screen shows
    /// the outcome (even one opened after the waiter completed it) can announce them.
    public var lastEarned: [String]
    /// Trees grown on the latest day a tree grew, for the daily goal.
    public var today: DailyTally?
    /// Whether `lastFinished` was the tree that reached the daily goal, so whichever
    /// screen shows the outcome (even after the waiter completed it) can say so and ring.
    public var lastReachedGoal: Bool

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

    /// Trees grown on `day`, as far as the live record knows.
    public func treesGrown(on day: LocalDay) -> Int {
        today?.grown(on: day) ?? 0
    }

    /// An empty record, as on first run.
    public static let empty = LiveRecord()
}

extension LiveRecord {
    private enum CodingKeys: String, CodingKey {
        case session, lastFinished, completedFocusCount, breakTaken, outcomeSeen, rewards, lastEarned, today
        case lastReachedGoal
    }

    /// Fields added within a schema version default when absent, so older files still read.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        session = try container.decodeIfPresent(LiveSession.self, forKey: .session)
        lastFinished = try container.decodeIfPresent(FinishedSession.self, forKey: .lastFinished)
        completedFocusCount = try container.decodeIfPresent(Int.self, forKey: .completedFocusCount) ?? 0
        breakTaken = try container.decodeIfPresent(Bool.self, forKey: .breakTaken) ?? false
        outcomeSeen = try container.decodeIfPresent(Bool.self, forKey: .outcomeSeen) ?? true
        rewards = try container.decodeIfPresent(RewardLedger.self, forKey: .rewards) ?? RewardLedger()
        lastEarned = try container.decodeIfPresent([String].self, forKey: .lastEarned) ?? []
        // Older files have neither field; in newer ones both are required (a null tally included).
        if decoder.hasPlayFields {
            today = try container.decode(DailyTally?.self, forKey: .today)
            lastReachedGoal = try container.decode(Bool.self, forKey: .lastReachedGoal)
        } else {
            today = nil
            lastReachedGoal = false
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(session, forKey: .session)
        try container.encodeIfPresent(lastFinished, forKey: .lastFinished)
        try container.encode(completedFocusCount, forKey: .completedFocusCount)
        try container.encode(breakTaken, forKey: .breakTaken)
        try container.encode(outcomeSeen, forKey: .outcomeSeen)
        try container.encode(rewards, forKey: .rewards)
        try container.encode(lastEarned, forKey: .lastEarned)
        try container.encode(today, forKey: .today)
        try container.encode(lastReachedGoal, forKey: .lastReachedGoal)
    }
}
