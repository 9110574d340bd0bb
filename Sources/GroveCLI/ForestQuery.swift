import FoundationEssentials
import GroveCore

/// Reads what a forest view needs from the history and builds its report.
struct ForestQuery {
    let repository: SessionRepository
    let calendar: LocalCalendar
    /// Trees a day to aim at, to mark the days that reached it; 0 when off.
    let dailyGoal: Int

    /// The report for the `range` period containing `anchor`. Streaks look back
    /// over the whole history up to the period's end. Throws the store's error
    /// when the history cannot be read, for the caller to say in its own way.
    func report(range: ForestPeriod.Range, containing anchor: LocalDay, today: LocalDay, tag: String?, coins: Int) throws -> ForestReport {
        var period = ForestPeriod.containing(anchor, range: range)
        let end = calendar.start(of: period.last.adding(days: 1))
        var sessions = try repository.history(startedIn: DateRange(start: .distantPast, end: end))
        if let tag { sessions = sessions.filter { $0.tag == tag } }
        if range == .all {
            let earliest = sessions.first.map { calendar.day(of: $0.startedAt) }
            period = .containing(anchor, range: .all, earliest: earliest)
        }
        return ForestReport(period: period, sessions: sessions, calendar: calendar, today: today, coins: coins, dailyGoal: dailyGoal)
    }
}
