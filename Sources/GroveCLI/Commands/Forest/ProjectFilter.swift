import GroveCore

/// The forest of one project (`grove forest --project NAME`): the store keeps no tallies or streaks by project, so they are
/// counted from the history, which costs what reading it costs; the forest of every project reads only the tallies.
struct ProjectFilter {
    /// Nil: every project's trees, and these answers are nil too.
    let project: String?
    let tag: String?
    let repository: SessionRepository
    let calendar: LocalCalendar

    /// The days the project's trees (of `tag`, when given) extend a streak on.
    func grownDays() throws -> GrownDays? {
        guard project != nil else { return nil }
        return FinishedSession.grownDays(in: try sessions(startedIn: nil), tag: tag, calendar: calendar)
    }

    /// The tally of the project's trees (of `tag`) that started within `interval`.
    func tally(startedIn interval: DateRange) throws -> ForestTally? {
        guard project != nil else { return nil }
        return ForestTally(counting: try sessions(startedIn: interval).filter { tag == nil || $0.tag == tag }, calendar: calendar)
    }

    private func sessions(startedIn interval: DateRange?) throws -> [FinishedSession] {
        try repository.history(startedIn: interval).filter { $0.project == project }
    }
}
