import FoundationEssentials

/// What the forest counts of some finished sessions: trees and focus per local day, focus per tag and per hour. Every
/// report is summed from tallies, so a store may keep whole months' and not reread a year or all time.
public struct ForestTally: Sendable, Equatable {
    public struct Day: Sendable, Equatable {
        /// Trees at real-time speed; those at other speeds (``FinishedSession/isAtOtherSpeed``) apart.
        public var grown = 0
        public var withered = 0
        public var grownAtOtherSpeeds = 0
        public var witheredAtOtherSpeeds = 0
        public var focusSeconds: Double = 0
        /// The trees that count for the game (``FinishedSession/countsForTheGame``), towards the daily goal.
        public var treesThatCount = 0
        /// Trees recorded with `grove log` (``FinishedSession/logged``), apart from the grown and withered.
        public var logged = 0

        public init(
            grown: Int = 0, withered: Int = 0, grownAtOtherSpeeds: Int = 0, witheredAtOtherSpeeds: Int = 0,
            focusSeconds: Double = 0, treesThatCount: Int = 0, logged: Int = 0
        ) {
            self.grown = grown
            self.withered = withered
            self.grownAtOtherSpeeds = grownAtOtherSpeeds
            self.witheredAtOtherSpeeds = witheredAtOtherSpeeds
            self.focusSeconds = focusSeconds
            self.treesThatCount = treesThatCount
            self.logged = logged
        }
    }

    /// The days with a tree.
    public private(set) var days: [LocalDay: Day] = [:]
    public private(set) var byTag: [String: Double] = [:]
    /// Focus seconds by the local hour sessions started, 0–23.
    public private(set) var byHour = [Double](repeating: 0, count: 24)
    /// The day the earliest session counted started, breaks included: where all time begins.
    public private(set) var earliest: LocalDay?
    /// The focus trees' pauses, and their projects.
    public private(set) var interruptions = InterruptionTally()
    public private(set) var projects = ProjectTally()

    public init() {}

    public init(counting sessions: some Sequence<FinishedSession>, calendar: LocalCalendar) {
        add(sessions, calendar: calendar)
    }

    /// A tally as a store kept it; nil when `byHour` does not hold 24 hours.
    public init?(
        days: [LocalDay: Day], byTag: [String: Double], byHour: [Double], earliest: LocalDay?,
        interruptions: InterruptionTally = InterruptionTally(), projects: ProjectTally = ProjectTally()
    ) {
        guard byHour.count == 24 else { return nil }
        self.days = days
        self.byTag = byTag
        self.byHour = byHour
        self.earliest = earliest
        self.interruptions = interruptions
        self.projects = projects
    }

    /// Counts `session` on the local day it started; a break is not a tree, but it may begin all time.
    public mutating func add(_ session: FinishedSession, calendar: LocalCalendar) {
        add(session, on: calendar.day(of: session.startedAt), calendar: calendar)
    }

    /// Counts `session` on `day`, the local day it started, which the caller has already worked out.
    mutating func add(_ session: FinishedSession, on day: LocalDay, calendar: LocalCalendar) {
        earliest = min(earliest ?? day, day)
        guard session.kind == .focus else { return }
        days[day, default: Day()].count(session)
        byTag[session.tag, default: 0] += session.focusedSeconds
        byHour[calendar.hour(of: session.startedAt)] += session.focusedSeconds
        interruptions.count(session)
        projects.count(session)
    }

    public mutating func add(_ sessions: some Sequence<FinishedSession>, calendar: LocalCalendar) {
        for session in sessions { add(session, calendar: calendar) }
    }

    public mutating func add(_ other: ForestTally) {
        for (day, counts) in other.days { days[day, default: Day()].add(counts) }
        byTag.merge(other.byTag, uniquingKeysWith: +)
        byHour = zip(byHour, other.byHour).map(+)
        if let first = other.earliest { earliest = min(earliest ?? first, first) }
        interruptions.add(other.interruptions)
        projects.add(other.projects)
    }

    public func focusSeconds(in period: ForestPeriod) -> Double {
        period.days.reduce(0) { $0 + (days[$1]?.focusSeconds ?? 0) }
    }
}

extension ForestTally.Day {
    fileprivate mutating func count(_ session: FinishedSession) {
        switch (session.state == .completed, session.isAtOtherSpeed) {
        case _ where session.logged: logged += 1  // Neither grown nor withered here: nothing grew it.
        case (true, false): grown += 1
        case (false, false): withered += 1
        case (true, true): grownAtOtherSpeeds += 1
        case (false, true): witheredAtOtherSpeeds += 1
        }
        if session.countsForTheGame { treesThatCount += 1 }
        focusSeconds += session.focusedSeconds
    }

    fileprivate mutating func add(_ other: ForestTally.Day) {
        grown += other.grown
        withered += other.withered
        grownAtOtherSpeeds += other.grownAtOtherSpeeds
        witheredAtOtherSpeeds += other.witheredAtOtherSpeeds
        focusSeconds += other.focusSeconds
        treesThatCount += other.treesThatCount
        logged += other.logged
    }
}
