import FoundationEssentials
import GroveCore

/// Reads what a forest view needs from the history and builds its report.
struct ForestQuery {
    let repository: SessionRepository
    let calendar: LocalCalendar
    /// Trees a day to aim at, to mark the days that reached it; 0 when off.
    let dailyGoal: Int

    /// The report for the `range` period containing `anchor`, at a cost following the period, not the forest: a day, week or
    /// month reads its sessions and the period before (for the change); a year or all time reads only the store's tallies.
    /// All time runs from the first tree to `today`, whatever day `anchor` is. Only the trees of `project` count when it is
    /// given: their streaks and tallies are counted from the history (``ProjectFilter``).
    func report(
        range: ForestPeriod.Range, containing anchor: LocalDay, today: LocalDay, tag: String?, project: String? = nil, coins: Int
    ) throws -> ForestReport {
        let anchor = range == .all ? today : anchor
        var period = ForestPeriod.containing(anchor, range: range)
        let filter = ProjectFilter(project: project, tag: tag, repository: repository, calendar: calendar)
        let grownDays = try filter.grownDays() ?? repository.grownDays(tag: tag, calendar: calendar)
        switch range {
        case .day, .week, .month:
            var sessions = try repository.history(startedIn: interval(from: period.previous?.first ?? period.first, through: period.last))
            if let tag { sessions = sessions.filter { $0.tag == tag } }
            if let project { sessions = sessions.filter { $0.project == project } }
            var report = ForestReport(
                period: period, sessions: sessions, grownDays: grownDays, calendar: calendar, today: today, coins: coins,
                dailyGoal: dailyGoal)
            report.onlyProject = project
            return report
        case .year, .all:
            let start = range == .all ? nil : period.first
            func counted(_ interval: DateRange) throws -> ForestTally {
                try filter.tally(startedIn: interval) ?? repository.forestTally(startedIn: interval, tag: tag, calendar: calendar)
            }
            let tally = try counted(interval(from: start, through: period.last))
            if range == .all { period = .containing(anchor, range: .all, earliest: tally.earliest) }
            let previousFocus = try period.previous.map { previous in
                try counted(interval(from: previous.first, through: previous.last)).focusSeconds(in: previous)
            }
            var report = ForestReport(
                period: period, tally: tally, previousFocusSeconds: previousFocus, grownDays: grownDays, today: today,
                coins: coins, dailyGoal: dailyGoal)
            report.onlyProject = project
            return report
        }
    }

    /// The wall time of the local days from `first` (the beginning of time when nil) through `last`.
    private func interval(from first: LocalDay?, through last: LocalDay) -> DateRange {
        DateRange(start: first.map(calendar.start(of:)) ?? .distantPast, end: calendar.start(of: last.adding(days: 1)))
    }
}
