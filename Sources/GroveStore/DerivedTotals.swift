import FoundationEssentials
import GroveCore

/// What every device's logs add up to: the reward ledger (coins, unlocks, achievements, streaks) and streak days per tag.
/// Cached in `totals.cache.json` with the logs' digest, calendar and rule; any difference or damage means a silent recount.
struct DerivedTotals: Codable, Equatable {
    var schema: Int
    /// The ``RewardRule/version`` the totals were counted under: totals of another are counted again.
    var rule: Int
    var calendar: String
    var sources: String
    var ledger: RewardLedger
    /// Days that extend a streak (``FinishedSession/streakDay(in:)``), as ``GrownDays/runs``: `""` all tags', else per tag.
    /// Named apart from older caches' `grownDays` (trees at every speed), so those are recounted.
    var streakDays: [String: [Int]]
    /// The trees grown on the last day with one, so the daily goal counts every device's.
    var lastDay: DailyTally?
    /// The last session counted, in history order, so a later one can be added without a recount.
    var lastStartedAt: Date?
    var lastID: String?

    /// Counts `history` (in history order) and `unlocks` afresh.
    init(history: [FinishedSession], unlocks: [String], calendar: LocalCalendar, sources: String) {
        schema = SchemaEnvelope.current
        rule = RewardRule.version
        self.calendar = Self.key(of: calendar)
        self.sources = sources
        ledger = RewardLedger()
        ledger.unlocked = unlocks
        streakDays = [:]
        var days: [String: [LocalDay]] = [:]
        for session in history {
            ledger.record(session, calendar: calendar)
            if let day = session.streakDay(in: calendar) {
                days["", default: []].append(day)
                days[session.tag, default: []].append(day)
            }
            countTowardsGoal(session, calendar: calendar)
        }
        streakDays = days.mapValues { GrownDays($0).runs }
        lastStartedAt = history.last?.startedAt
        lastID = history.last?.id
    }

    /// Counts `session` too, when it comes after every session counted so far;
    /// returns false (changing nothing) when only a recount can place it.
    mutating func add(_ session: FinishedSession, calendar: LocalCalendar) -> Bool {
        if let lastStartedAt, let lastID, (session.startedAt, session.id) <= (lastStartedAt, lastID) { return false }
        if let day = session.streakDay(in: calendar) {
            var updated: [String: [Int]] = [:]
            for key in ["", session.tag] {
                guard var days = GrownDays(runs: streakDays[key] ?? []) else { return false }
                days.add(day)
                updated[key] = days.runs
            }
            streakDays.merge(updated) { _, added in added }
        }
        countTowardsGoal(session, calendar: calendar)
        ledger.record(session, calendar: calendar)
        lastStartedAt = session.startedAt
        lastID = session.id
        return true
    }

    /// Counts a tree that counts for the game on the last day with one, for the daily goal.
    private mutating func countTowardsGoal(_ session: FinishedSession, calendar: LocalCalendar) {
        guard session.countsForTheGame else { return }
        let day = calendar.day(of: session.startedAt)
        lastDay = lastDay?.adding(treeOn: day) ?? DailyTally(day: day, grown: 1)
    }

    /// The streak days of `tag` (all tags when nil); nil when the cache holds them out of order.
    func grownDays(tag: String?) -> GrownDays? { GrownDays(runs: streakDays[tag ?? ""] ?? []) }

    /// Names a calendar by where it puts the start of a few days across seasons and years,
    /// which changes with the time zone and its daylight-saving rules.
    static func key(of calendar: LocalCalendar) -> String {
        let samples = [(2001, 1), (2001, 7), (2016, 1), (2016, 7), (2026, 1), (2026, 7), (2036, 1), (2036, 7)]
        return samples.map { year, month in
            let day = LocalDay(year: year, month: month, day: 15)
            return String(Int(calendar.start(of: day).timeIntervalSince1970) - day.ordinal * 86_400)
        }.joined(separator: ",")
    }

    // MARK: The cache file

    /// The totals in the cache at `path`, or nil when there are none or they cannot be read.
    static func cached(at path: String) -> DerivedTotals? {
        guard let data = try? DurableFile.contents(of: path),
              let totals = try? JSONFormat.decoder().decode(DerivedTotals.self, from: data),
              totals.schema == SchemaEnvelope.current, totals.rule == RewardRule.version,
              totals.streakDays.values.allSatisfy({ GrownDays(runs: $0) != nil })
        else { return nil }
        return totals
    }
}
