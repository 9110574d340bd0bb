import FoundationEssentials
import GroveCore

/// Reads what a forest view needs from the history and builds its report.
struct ForestQuery {
    let repository: SessionRepository
    let calendar: LocalCalendar
    /// Trees a day to aim at, to mark the days that reached it; 0 when off.
    let dailyGoal: Int

    /// The report for the `range` period containing `anchor`. It reads the sessions of
    /// the period and the one before (for the change) and the store's grown days for
    /// the streaks, so its cost follows the period, not the forest. Throws the store's
    /// error when the history cannot be read, for the caller to say in its own way.
    func report(range: ForestPeriod.Range, containing anchor: LocalDay, today: LocalDay, tag: String?, coins: Int) throws -> ForestReport {
        var period = ForestPeriod.containing(anchor, range: range)
        let first = period.previous?.first ?? period.first
        let start = range == .all ? Date.distantPast : calendar.start(of: first)
        let end = calendar.start(of: period.last.adding(days: 1))
        var sessions = try repository.history(startedIn: DateRange(start: start, end: end))
        if let tag { sessions = sessions.filter { $0.tag == tag } }
        if range == .all {
            let earliest = sessions.first.map { calendar.day(of: $0.startedAt) }
            period = .containing(anchor, range: .all, earliest: earliest)
        }
        let grownDays = try repository.grownDays(tag: tag, calendar: calendar)
        return ForestReport(
            period: period, sessions: sessions, grownDays: grownDays, calendar: calendar, today: today, coins: coins,
            dailyGoal: dailyGoal)
    }
}
