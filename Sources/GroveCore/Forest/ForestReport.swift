import FoundationEssentials

/// One tree in the forest: a finished focus session, grown or withered.
public struct ForestTree: Sendable, Hashable {
    public let species: String
    public let grown: Bool
    public let seed: UInt64
    public let startedAt: Date
    public let tag: String
    public let focusedSeconds: Double
    /// Grown at a speed other than 1: shown, marked, never rewarded.
    public let accelerated: Bool
    public let with: [String]
    /// Recorded with `grove log`: drawn as a young tree with its own mark, never rewarded.
    public let logged: Bool

    public init(_ session: FinishedSession) {
        species = session.species
        grown = session.state == .completed
        seed = session.shapeSeed
        startedAt = session.startedAt
        tag = session.tag
        focusedSeconds = session.focusedSeconds
        accelerated = session.isAtOtherSpeed
        with = session.with
        logged = session.logged
    }
}

/// One local day of the forest.
public struct DaySummary: Sendable, Hashable {
    public let day: LocalDay
    /// The day's trees, oldest first, when the report was read with them (a day, week or
    /// month); a year or all time is drawn from the counts alone.
    public var trees: [ForestTree] = []
    /// Trees at real-time speed; those at other speeds are counted apart.
    public var grown = 0
    public var withered = 0
    public var atOtherSpeeds = 0
    /// Trees recorded with `grove log`, apart from the grown and withered.
    public var logged = 0
    public var focusSeconds: Double = 0
    public var goalMet = false

    public init(day: LocalDay) {
        self.day = day
    }
}

/// The forest of one period with the numbers that tell how a person focuses.
/// A session counts on the local day it started, even if it ended after midnight.
public struct ForestReport: Sendable {
    public let period: ForestPeriod
    public let days: [DaySummary]
    public let focusSeconds: Double
    /// Trees at real-time speed; those at other speeds are counted apart, never in the figures.
    public let treesGrown: Int
    public let treesWithered: Int
    public let treesAtOtherSpeeds: Int
    /// Trees recorded with `grove log`: their focus is in the figures, the trees apart.
    public let treesLogged: Int
    /// Grown trees over all trees at real-time speed, 0–1 (0 with no trees).
    public let completionRate: Double
    /// ``completionRate`` in whole percent, 100 only when every tree grew and 0 only when none did; nil with no trees.
    public var completionPercent: Int? {
        guard treesGrown + treesWithered > 0 else { return nil }
        let percent = Int((completionRate * 100).rounded())
        return treesGrown == 0 || treesWithered == 0 ? percent : min(99, max(1, percent))
    }
    public let currentStreak: Int
    public let bestStreak: Int
    /// Focus seconds per tag, largest first.
    public let byTag: [(tag: String, seconds: Double)]
    /// Focus seconds by the local hour sessions started, 0–23.
    public let byHour: [Double]
    public let busiestDay: DaySummary?
    /// Focus seconds in the period before, for the change; nil for all time.
    public let previousFocusSeconds: Double?
    public let coins: Int
    /// Trees a day to aim at; 0 when the goal is off.
    public let dailyGoal: Int
    public let goalDays: Int
    /// The focus trees' pauses and the reasons given, and their projects, for the period.
    public let interruptions: InterruptionTally
    public let projects: ProjectTally
    /// The project whose trees alone it counts (`grove forest --project`); nil: every tree.
    public var onlyProject: String?

    /// The report of `sessions` (the period's and the previous one's, filtered by the caller), with the whole history's
    /// `grownDays` (same filter) for streaks; else `sessions` holds all up to the period's end and gives the streaks.
    public init(
        period: ForestPeriod, sessions: [FinishedSession], grownDays: GrownDays? = nil, calendar: LocalCalendar,
        today: LocalDay, coins: Int, dailyGoal: Int = 0
    ) {
        var tally = ForestTally()
        var previousTally = ForestTally()
        var trees: [LocalDay: [ForestTree]] = [:]
        let previous = period.previous
        for session in sessions {
            let day = calendar.day(of: session.startedAt)
            if period.contains(day) {
                tally.add(session, on: day, calendar: calendar)
                if session.kind == .focus { trees[day, default: []].append(ForestTree(session)) }
            } else if let previous, previous.contains(day) {
                previousTally.add(session, on: day, calendar: calendar)
            }
        }
        self.init(
            period: period, tally: tally, previousFocusSeconds: previous.map(previousTally.focusSeconds(in:)), trees: trees,
            grownDays: grownDays ?? FinishedSession.grownDays(in: sessions, tag: nil, calendar: calendar), today: today,
            coins: coins, dailyGoal: dailyGoal)
    }

    /// The report of `tally`, which counts the sessions of the period and no others, with `trees`
    /// (by day) for the views that draw them.
    public init(
        period: ForestPeriod, tally: ForestTally, previousFocusSeconds: Double?, trees: [LocalDay: [ForestTree]] = [:],
        grownDays: GrownDays, today: LocalDay, coins: Int, dailyGoal: Int = 0
    ) {
        self.period = period
        self.coins = coins
        self.dailyGoal = dailyGoal
        let summaries = period.days.map { day in
            var summary = DaySummary(day: day)
            let counts = tally.days[day] ?? ForestTally.Day()
            summary.grown = counts.grown
            summary.withered = counts.withered
            summary.atOtherSpeeds = counts.grownAtOtherSpeeds + counts.witheredAtOtherSpeeds
            summary.logged = counts.logged
            summary.focusSeconds = counts.focusSeconds
            summary.trees = (trees[day] ?? []).sorted { $0.startedAt < $1.startedAt }
            summary.goalMet = dailyGoal > 0 && counts.treesThatCount >= dailyGoal
            return summary
        }
        days = summaries
        goalDays = summaries.count(where: \.goalMet)
        focusSeconds = summaries.reduce(0) { $0 + $1.focusSeconds }
        treesGrown = summaries.reduce(0) { $0 + $1.grown }
        treesWithered = summaries.reduce(0) { $0 + $1.withered }
        treesAtOtherSpeeds = summaries.reduce(0) { $0 + $1.atOtherSpeeds }
        treesLogged = summaries.reduce(0) { $0 + $1.logged }
        let trees = treesGrown + treesWithered
        completionRate = trees == 0 ? 0 : Double(treesGrown) / Double(trees)
        byTag = tally.byTag.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { (tag: $0.key, seconds: $0.value) }
        byHour = tally.byHour
        busiestDay = summaries.filter { $0.focusSeconds > 0 }.max { ($0.focusSeconds, $1.day) < ($1.focusSeconds, $0.day) }
        self.previousFocusSeconds = previousFocusSeconds
        (interruptions, projects) = (tally.interruptions, tally.projects)
        (currentStreak, bestStreak) = grownDays.streaks(asOf: min(period.last, today))
    }
}
