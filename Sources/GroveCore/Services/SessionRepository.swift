/// Where sessions are kept: the live record every process shares, and the history.
public protocol SessionRepository: AnyObject {
    /// Cheap: never reads the history.
    func loadLive() throws -> LiveRecord

    /// Just the live session, as cheaply as the store can read it (for `grove status`).
    func loadGlance() throws -> LiveGlance

    /// Lets `change` modify the live record and add finished sessions, then saves both, all under one
    /// lock so concurrent processes lose nothing; writes nothing when `change` throws or changes nothing.
    func update<Result>(_ change: (inout LiveRecord, inout [FinishedSession]) throws -> Result) throws -> Result

    /// Finished sessions that started within `interval` (all of them when nil), oldest first.
    func history(startedIn interval: DateRange?) throws -> [FinishedSession]

    /// The days that extend a streak (of `tag` only, when given) in the whole history.
    func grownDays(tag: String?, calendar: LocalCalendar) throws -> GrownDays

    /// The forest's tally of the sessions (of `tag` only, when given) that started within `interval`
    /// (all of them when nil); a store may keep tallies so that it need not read the history.
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
