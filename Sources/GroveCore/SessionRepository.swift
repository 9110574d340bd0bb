/// Where sessions are kept: the live record every process shares, and the history.
///
/// The real one is JSON files under a cross-process lock; tests use an in-memory one.
public protocol SessionRepository: AnyObject {
    /// The live record as stored now (cheap: never reads the history).
    func loadLive() throws -> LiveRecord

    /// Just the live session and the day's tally, as cheaply as the store can read them (for `grove status`).
    func loadGlance() throws -> LiveGlance

    /// Reads the live record, lets `change` modify it and add finished sessions,
    /// then saves both, all under one lock so concurrent processes lose nothing.
    /// Nothing is written when `change` throws, or when it changes nothing.
    func update<Result>(_ change: (inout LiveRecord, inout [FinishedSession]) throws -> Result) throws -> Result

    /// Finished sessions that started within `interval` (all of them when nil), oldest first.
    func history(startedIn interval: DateRange?) throws -> [FinishedSession]

    /// The local days that extend a streak (of `tag` only, when given) in the whole history,
    /// for streaks; a store may keep them so it need not read the history.
    func grownDays(tag: String?, calendar: LocalCalendar) throws -> GrownDays

    /// The forest's tally of the finished sessions (of `tag` only, when given) that started
    /// within `interval` (all of them when nil), counted in `calendar`; a store may keep the
    /// tallies of whole months so that a year or all time need not read the history.
    func forestTally(startedIn interval: DateRange?, tag: String?, calendar: LocalCalendar) throws -> ForestTally

    /// Sessions growing on other devices that share this data folder: shown, never changed from here.
    func sessionsElsewhere() throws -> [SessionElsewhere]
}

extension SessionRepository {
    public func loadGlance() throws -> LiveGlance {
        LiveGlance(session: try loadLive().session)
    }

    public func grownDays(tag: String?, calendar: LocalCalendar) throws -> GrownDays {
        FinishedSession.grownDays(in: try history(startedIn: nil), tag: tag, calendar: calendar)
    }

    public func forestTally(startedIn interval: DateRange?, tag: String?, calendar: LocalCalendar) throws -> ForestTally {
        ForestTally(counting: try history(startedIn: interval).filter { tag == nil || $0.tag == tag }, calendar: calendar)
    }

    public func sessionsElsewhere() throws -> [SessionElsewhere] { [] }
}
