import Foundation
import GroveCore
import GroveTerminal
@testable import GroveUI
import Testing

/// What the forest's figures say in words: units kept, percentages that mean what they say, no figures without trees.
@Suite("the forest's words")
struct ForestWordingTests {
    static let calendar = FixedOffsetCalendar.utc
    static let today = LocalDay(year: 2026, month: 11, day: 21)

    /// A tree of `minutes` started at `hour` on `day`, grown unless `grown` says not.
    static func tree(_ day: LocalDay, _ hour: Int, minute: Int = 0, minutes: Double = 25, grown: Bool = true) -> FinishedSession {
        let start = calendar.start(of: day).addingTimeInterval(Double(hour * 3600 + minute * 60))
        return FinishedSession(
            id: "\(day)-\(hour)-\(minute)", kind: .focus, state: grown ? .completed : .abandoned, startedAt: start,
            endedAt: start.addingTimeInterval(minutes * 60), plannedSeconds: minutes * 60, focusedSeconds: minutes * 60,
            pausedSeconds: 0, tag: "ECON202", species: "oak", speed: .normal)
    }

    static func report(_ range: ForestPeriod.Range, _ anchor: LocalDay = today, sessions: [FinishedSession]) -> ForestReport {
        let earliest = sessions.map { calendar.day(of: $0.startedAt) }.min()
        return ForestReport(
            period: .containing(anchor, range: range, earliest: earliest), sessions: sessions, calendar: calendar, today: today,
            coins: 120)
    }

    static func text(_ report: ForestReport, width: Int = 80) -> String {
        let height = ForestScreen.preferredHeight(report, width: width)
        return ForestScreen.render(report, width: width, height: height, calendar: calendar).plainText()
    }

    @Test(arguments: [80, 120])
    func theDayListKeepsTheUnitOfALongTree(width: Int) {
        let report = Self.report(.day, sessions: [Self.tree(Self.today, 9, minutes: 75), Self.tree(Self.today, 11)])
        let text = Self.text(report, width: width)
        #expect(text.contains("1 h 15 min ECON"), "\(text)")
        #expect(text.contains("25 min"), "\(text)")
    }

    @Test func aHundredPercentMeansEveryTreeGrew() {
        // 305 grown and one withered over a month.
        let days = (1...21).map { LocalDay(year: 2026, month: 11, day: $0) }
        let sessions = (0..<306).map { index in
            Self.tree(days[index % days.count], 6 + index / days.count, grown: index != 0)
        }
        let report = Self.report(.month, sessions: sessions)
        #expect((report.treesGrown, report.treesWithered) == (305, 1))
        for width in [80, 140] {
            let text = Self.text(report, width: width)
            #expect(text.contains("99 %"), "\(text)")
            #expect(!text.contains("100 %"), "\(text)")
        }
        let plain = PlainForest.sentences(.report(report, calendar: Self.calendar)).joined(separator: "\n")
        #expect(plain.contains("99 percent completed"), "\(plain)")
    }

    @Test(arguments: [ForestPeriod.Range.day, .week, .month, .year], [80, 140])
    func aPeriodWithoutTreesSaysSoAndShowsNoPercentage(range: ForestPeriod.Range, width: Int) {
        let report = Self.report(range, LocalDay(year: 2024, month: 6, day: 12), sessions: [Self.tree(Self.today, 9)])
        let text = Self.text(report, width: width)
        // Under the field in words; beside it as a labelled figure.
        #expect(text.contains("no trees") || text.contains("trees      none"), "\(text)")
        #expect(!text.contains("%"), "\(text)")
        #expect(!text.contains("0 s"), "\(text)")
    }

    @Test func anAllTimeYearWithoutTreesSaysSo() {
        let sessions = [Self.tree(LocalDay(year: 2024, month: 3, day: 2), 9), Self.tree(Self.today, 9)]
        let text = Self.text(Self.report(.all, sessions: sessions))
        #expect(text.contains("2025") && text.contains("no trees"), "\(text)")
        #expect(!text.contains("0 trees"), "\(text)")
        #expect(!text.contains("0 s"), "\(text)")
        #expect(text.contains("1 tree · 25 min"), "\(text)")
    }

    /// The year legend's text for days of `seconds` of focus each.
    static func legend(_ seconds: [Double]) -> String {
        let days = seconds.enumerated().map { index, seconds in
            var day = DaySummary(day: today.adding(days: -index))
            day.focusSeconds = seconds
            return day
        }
        return FocusHeat(days).legend(width: 80).map(\.text).joined()
    }

    @Test func theYearLegendNamesEachThresholdOnce() {
        // Three of four days hold 1 h 03: the lower and middle thirds end at the same figure.
        let same = Self.legend([3780, 3780, 3780, 7200])
        #expect(same.components(separatedBy: "1h03").count == 2, "\(same)")
        #expect(same.contains("more"), "\(same)")
        // Different amounts written alike share their figure too.
        let alike = Self.legend([3780, 3800, 3830, 7200])
        #expect(alike.components(separatedBy: "1h03").count == 2, "\(alike)")
        #expect(alike.contains("▪"), "\(alike)")
        #expect(Self.legend([]).isEmpty)
    }
}
