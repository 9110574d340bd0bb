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
    public var rewards: RewardLedger
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
