import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("forest statistics")
struct ForestReportTests {
    let calendar = DaylightSavingCalendar()

    func day(_ text: String) -> LocalDay { LocalDay(parsing: text)! }

    func session(
        _ dayText: String, _ hour: Int, minute: Int = 0, minutes: Double = 25, grown: Bool = true,
        tag: String = "code", speed: Double = 1, id: String? = nil
    ) -> FinishedSession {
        let start = calendar.date(day(dayText), hour: hour, minute: minute)
        let focused = grown ? minutes * 60 : minutes * 30
        return FinishedSession(
            id: id ?? "\(dayText)-\(hour)-\(minute)-\(tag)", kind: .focus, state: grown ? .completed : .abandoned,
            startedAt: start, endedAt: start.addingTimeInterval(focused), plannedSeconds: minutes * 60,
            focusedSeconds: focused, pausedSeconds: 0, tag: tag, species: "oak", speed: GameSpeed(speed)!)
    }

    @Test func streaksRunAcrossMonthAndYearEnds() {
        let sessions = ["2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02"].map { session($0, 10) }
        let period = ForestPeriod.containing(day("2026-01-02"), range: .week)
        let report = ForestReport(period: period, sessions: sessions, calendar: calendar, today: day("2026-01-02"), coins: 0)
        #expect(period.first == day("2025-12-29"))
        #expect(report.currentStreak == 4)
        #expect(report.bestStreak == 4)
        #expect(report.treesGrown == 4)
    }

    @Test func treesAtOtherSpeedsNeverExtendAStreakAnywhere() {
        // Every day a tree at speed 60; on the 5th and 6th also one at speed 1.
        let fast = (1...6).map { session("2026-03-0\($0)", 9, speed: 60) }
        let real = [session("2026-03-05", 10), session("2026-03-06", 10)]
        let sessions = fast + real
        let report = ForestReport(
            period: .containing(day("2026-03-06"), range: .week), sessions: sessions, calendar: calendar,
            today: day("2026-03-06"), coins: 0)
        let ledger = RewardLedger.recount(sessions, unlocks: [], calendar: calendar)
        #expect(report.currentStreak == 2)
        #expect(report.bestStreak == 2)
        #expect(ledger.bestStreak == report.bestStreak)
        #expect(ledger.streak(on: day("2026-03-06")) == report.currentStreak)
        #expect(FinishedSession.grownDays(in: fast, tag: nil, calendar: calendar) == GrownDays())
        // Nor the daily goal.
        #expect(DailyTally.of(sessions, today: day("2026-03-05"), calendar: calendar).grown == 1)
    }

    /// Issue 33.2: `forest --day` said "0 grown" beside "goal ★ met 1 d" for a day of trees at speed 60.
    @Test func aDayMeetsTheGoalOnlyWithTreesThatCountForTheGame() {
        let sessions = [
            session("2026-03-02", 9, speed: 60), session("2026-03-03", 9, minutes: 0.5), session("2026-03-04", 9),
        ]
        let report = ForestReport(
            period: .containing(day("2026-03-04"), range: .week), sessions: sessions, calendar: calendar,
            today: day("2026-03-04"), coins: 0, dailyGoal: 1)
        #expect(report.days.filter(\.goalMet).map(\.day) == [day("2026-03-04")])
        #expect(report.goalDays == 1)
    }

    @Test func aStreakSurvivesUntilAWholeDayPassesWithoutATree() {
        let sessions = [session("2026-02-26", 9), session("2026-02-27", 9), session("2026-03-01", 9)]
        let onFirst = ForestReport(
            period: .containing(day("2026-03-01"), range: .day), sessions: sessions, calendar: calendar,
            today: day("2026-03-01"), coins: 0)
        #expect(onFirst.currentStreak == 1)
        #expect(onFirst.bestStreak == 2)
        let nextMorning = ForestReport(
            period: .containing(day("2026-03-02"), range: .day), sessions: sessions, calendar: calendar,
            today: day("2026-03-02"), coins: 0)
        #expect(nextMorning.currentStreak == 1)
        let dayAfter = ForestReport(
            period: .containing(day("2026-03-03"), range: .day), sessions: sessions, calendar: calendar,
            today: day("2026-03-03"), coins: 0)
        #expect(dayAfter.currentStreak == 0)
    }

    @Test func theDaylightSavingChangeKeepsDaysAndHoursLocal() {
        // 2026-03-29 is 23 hours long; 00:30 on 03-30 is 22:30 UTC on 03-29.
        let sessions = [session("2026-03-28", 23, minute: 30), session("2026-03-29", 3), session("2026-03-30", 0, minute: 30)]
        let report = ForestReport(
            period: .containing(day("2026-03-30"), range: .month), sessions: sessions, calendar: calendar,
            today: day("2026-03-30"), coins: 0)
        #expect(calendar.day(of: sessions[2].startedAt) == day("2026-03-30"))
        #expect(report.days.first { $0.day == day("2026-03-30") }?.grown == 1)
        #expect(report.days.first { $0.day == day("2026-03-29") }?.grown == 1)
        #expect(report.currentStreak == 3)
        #expect(report.byHour[0] == 1500)
        #expect(report.byHour[3] == 1500)
        let previousWeek = ForestReport(
            period: .containing(day("2026-03-28"), range: .week), sessions: sessions, calendar: calendar,
            today: day("2026-03-30"), coins: 0)
        #expect(previousWeek.byHour[23] == 1500)
        #expect(previousWeek.period.last == day("2026-03-29"))
    }

    @Test func aSessionCrossingMidnightCountsOnTheDayItStarted() {
        let late = session("2026-05-05", 23, minute: 50, minutes: 50)
        let report = ForestReport(
            period: .containing(day("2026-05-06"), range: .day), sessions: [late], calendar: calendar,
            today: day("2026-05-06"), coins: 0)
        #expect(report.treesGrown == 0)
        let dayBefore = ForestReport(
            period: .containing(day("2026-05-05"), range: .day), sessions: [late], calendar: calendar,
            today: day("2026-05-06"), coins: 0)
        #expect(dayBefore.treesGrown == 1)
        #expect(dayBefore.byHour[23] == 3000)
    }

    @Test func ratesTagsHoursBusiestDayAndChange() throws {
        let sessions = [
            session("2026-06-01", 9, tag: "code"), session("2026-06-01", 14, grown: false, tag: "write"),
            session("2026-06-02", 9, minutes: 50, tag: "code"), session("2026-06-03", 20, tag: "read"),
            session("2026-05-27", 9, tag: "code"),
        ]
        let report = ForestReport(
            period: .containing(day("2026-06-03"), range: .week), sessions: sessions, calendar: calendar,
            today: day("2026-06-03"), coins: 42)
        #expect(report.treesGrown == 3)
        #expect(report.treesWithered == 1)
        #expect(report.completionRate == 0.75)
        let expectedFocus: Double = 1500 + 750 + 3000 + 1500
        #expect(report.focusSeconds == expectedFocus)
        #expect(report.byTag.map { $0.tag } == ["code", "read", "write"])
        #expect(report.byTag.first?.seconds == 4500)
        #expect(report.byHour[9] == 4500)
        #expect(report.byHour[14] == 750)
        #expect(report.busiestDay?.day == day("2026-06-02"))
        #expect(report.previousFocusSeconds == 1500)
        #expect(report.days.count == 7)
        #expect(report.coins == 42)
    }

    @Test func completionReadsAHundredPercentOnlyWhenEveryTreeGrewAndNothingWithNoTrees() {
        // 305 grown and 1 withered is 99.7 %; 1 grown of 300 is 0.3 %.
        let period = ForestPeriod.containing(day("2026-06-15"), range: .month)
        func report(grown: Int, withered: Int) -> ForestReport {
            let sessions = (0..<(grown + withered)).map { index in
                session("2026-06-\(10 + index % 20)", index / 20, minute: index % 60, grown: index < grown, id: "\(index)")
            }
            return ForestReport(period: period, sessions: sessions, calendar: calendar, today: day("2026-06-30"), coins: 0)
        }
        #expect(report(grown: 305, withered: 1).completionPercent == 99)
        #expect(report(grown: 1, withered: 300).completionPercent == 1)
        #expect(report(grown: 3, withered: 1).completionPercent == 75)
        #expect(report(grown: 2, withered: 0).completionPercent == 100)
        #expect(report(grown: 0, withered: 2).completionPercent == 0)
        #expect(report(grown: 0, withered: 0).completionPercent == nil)
    }

    @Test func aYearFromItsTallyIsTheYearFromItsSessionsWithoutTheTrees() {
        var sessions: [FinishedSession] = []
        for (index, text) in ["2025-03-09", "2025-11-30", "2026-01-01", "2026-03-29", "2026-06-02", "2026-12-31"].enumerated() {
            sessions.append(session(text, 8 + index, minutes: Double(10 + 7 * index), grown: index % 3 != 1, tag: index % 2 == 0 ? "code" : "read"))
            sessions.append(session(text, 20, minute: 30, tag: "write"))
        }
        let period = ForestPeriod.containing(day("2026-06-02"), range: .year)
        let fromSessions = ForestReport(period: period, sessions: sessions, calendar: calendar, today: day("2026-12-31"), coins: 9)
        let inYear = { (period: ForestPeriod) in sessions.filter { period.contains(self.calendar.day(of: $0.startedAt)) } }
        let fromTally = ForestReport(
            period: period, tally: ForestTally(counting: inYear(period), calendar: calendar),
            previousFocusSeconds: ForestTally(counting: inYear(period.previous!), calendar: calendar).focusSeconds(in: period.previous!),
            grownDays: FinishedSession.grownDays(in: sessions, tag: nil, calendar: calendar), today: day("2026-12-31"), coins: 9)

        let counts = { (report: ForestReport) in report.days.map { [$0.grown, $0.withered] } }
        #expect(counts(fromTally) == counts(fromSessions))
        #expect(fromTally.days.map(\.focusSeconds) == fromSessions.days.map(\.focusSeconds))
        #expect(fromTally.days.allSatisfy { $0.trees.isEmpty })
        #expect(fromSessions.days.reduce(0) { $0 + $1.trees.count } == 8)
        #expect((fromTally.treesGrown, fromTally.treesWithered) == (fromSessions.treesGrown, fromSessions.treesWithered))
        #expect((fromTally.treesGrown, fromTally.treesWithered) == (7, 1))
        #expect(fromTally.focusSeconds == fromSessions.focusSeconds)
        #expect(fromTally.byTag.map(\.tag) == fromSessions.byTag.map(\.tag))
        #expect(fromTally.byTag.map(\.seconds) == fromSessions.byTag.map(\.seconds))
        #expect(fromTally.byHour == fromSessions.byHour)
        #expect(fromTally.busiestDay?.day == fromSessions.busiestDay?.day)
        #expect(fromTally.previousFocusSeconds == fromSessions.previousFocusSeconds)
        #expect(fromTally.previousFocusSeconds == Double(600 + 1500 + 510 + 1500))
        #expect((fromTally.currentStreak, fromTally.bestStreak) == (fromSessions.currentStreak, fromSessions.bestStreak))
    }

    @Test func aTallyCountsTreesByDayTagAndHourAndAddsUp() {
        let sessions = [session("2026-06-01", 9, tag: "code"), session("2026-06-01", 23, minute: 59, grown: false, tag: "read"),
                        session("2026-06-02", 0, minutes: 50, tag: "code")]
        let start = calendar.date(day("2026-05-30"), hour: 7)
        let rest = FinishedSession(
            id: "b", kind: .break, state: .completed, startedAt: start, endedAt: start.addingTimeInterval(300),
            plannedSeconds: 300, focusedSeconds: 300, pausedSeconds: 0, tag: "break", species: "oak", speed: .normal)
        let whole = ForestTally(counting: sessions + [rest], calendar: calendar)
        #expect(whole.days[day("2026-06-01")] == ForestTally.Day(grown: 1, withered: 1, focusSeconds: 1500 + 750, treesThatCount: 1))
        #expect(whole.days[day("2026-06-02")] == ForestTally.Day(grown: 1, withered: 0, focusSeconds: 3000, treesThatCount: 1))
        #expect(whole.days.count == 2, "a break is not a tree")
        #expect(whole.earliest == day("2026-05-30"), "but all time begins with it")
        #expect(whole.byTag == ["code": 4500, "read": 750])
        #expect(whole.byHour[9] == 1500 && whole.byHour[23] == 750 && whole.byHour[0] == 3000)

        var parts = ForestTally(counting: [sessions[2]], calendar: calendar)
        parts.add(ForestTally(counting: [rest, sessions[0], sessions[1]], calendar: calendar))
        #expect(parts == whole)
        #expect(ForestTally(days: [:], byTag: [:], byHour: [1, 2], earliest: nil) == nil)
    }

    @Test func breaksAreNotTrees() {
        let start = calendar.date(day("2026-06-01"), hour: 10)
        let rest = FinishedSession(
            id: "b", kind: .break, state: .completed, startedAt: start, endedAt: start.addingTimeInterval(300),
            plannedSeconds: 300, focusedSeconds: 0, pausedSeconds: 0, tag: "break", species: "oak", speed: .normal)
        let report = ForestReport(
            period: .containing(day("2026-06-01"), range: .day), sessions: [rest], calendar: calendar,
            today: day("2026-06-01"), coins: 0)
        #expect(report.treesGrown == 0)
        #expect(report.days.first?.trees.isEmpty == true)
    }

    @Test func periodsFollowTheCalendar() {
        #expect(ForestPeriod.containing(day("2024-02-10"), range: .month).last == day("2024-02-29"))
        #expect(ForestPeriod.containing(day("2026-11-21"), range: .week).first == day("2026-11-16"))
        #expect(ForestPeriod.containing(day("2026-01-01"), range: .week).previous?.first == day("2025-12-22"))
        #expect(ForestPeriod.containing(day("2026-07-04"), range: .year).days.count == 365)
        #expect(LocalDay(ordinal: day("2000-03-01").ordinal) == day("2000-03-01"))
        #expect(LocalDay(parsing: "2025-02-29") == nil)
        #expect(calendar.start(of: day("2026-03-30")).timeIntervalSince(calendar.start(of: day("2026-03-29"))) == 23 * 3600)
    }
}

@Suite("grown days as runs")
struct GrownDaysTests {
    /// The streaks counted day by day, the way a person would.
    func streaksByHand(_ days: Set<Int>, asOf day: Int) -> (current: Int, best: Int) {
        var start = days.contains(day) ? day : day - 1
        var current = 0
        while days.contains(start) {
            current += 1
            start -= 1
        }
        var best = 0, run = 0
        for ordinal in (days.min() ?? 0)...max(day, days.max() ?? 0) where ordinal <= day {
            run = days.contains(ordinal) ? run + 1 : 0
            best = max(best, run)
        }
        return (current, best)
    }

    @Test(arguments: [1, 2, 3])
    func streaksFromRunsMatchCountingDayByDay(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<300 {
            let days = Set((0..<Int.random(in: 0...40, using: &generator)).map { _ in Int.random(in: 0...60, using: &generator) })
            let grown = GrownDays(days.map(LocalDay.init(ordinal:)))
            #expect(GrownDays(runs: grown.runs) == grown)
            let asOf = Int.random(in: -2...63, using: &generator)
            let fromRuns = grown.streaks(asOf: LocalDay(ordinal: asOf))
            let byHand = streaksByHand(days, asOf: asOf)
            #expect(fromRuns.current == byHand.current && fromRuns.best == byHand.best, "\(days.sorted()) as of \(asOf)")
        }
    }

    @Test func runsOutOfOrderAreRefused() {
        #expect(GrownDays(runs: [5, 3]) == nil)
        #expect(GrownDays(runs: [1, 3, 4, 6]) == nil)
        #expect(GrownDays(runs: [1, 3, 5]) == nil)
        #expect(GrownDays(runs: [1, 3, 5, 6])?.runs == [1, 3, 5, 6])
    }
}
