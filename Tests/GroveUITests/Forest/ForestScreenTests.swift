import Foundation
import GroveCore
import GroveTerminal
@testable import GroveUI
import Testing

/// The forest views as text, from a fixed history in UTC: a week of sessions
/// around 2026-11-18 in every species, grown and withered, one at another speed.
@Suite("forest screens")
struct ForestScreenTests {
    static let calendar = FixedOffsetCalendar.utc
    static let today = LocalDay(year: 2026, month: 11, day: 21)

    static let history: [FinishedSession] = {
        let species = ["oak", "pine", "cherry", "cactus"]
        let tags = ["code", "write", "read"]
        var sessions: [FinishedSession] = []
        for dayOffset in 0..<60 where dayOffset % 9 != 4 {
            let day = today.adding(days: -dayOffset)
            for index in 0..<(1 + (dayOffset * 7 + 3) % 4) {
                let start = calendar.start(of: day).addingTimeInterval(Double(8 * 3600 + index * 5400 + dayOffset * 60))
                let grown = (dayOffset + index) % 6 != 0
                let planned: Double = index == 2 ? 3000 : 1500
                let focused = grown ? planned : 420
                sessions.append(FinishedSession(
                    id: "forest-\(dayOffset)-\(index)", kind: .focus, state: grown ? .completed : .abandoned,
                    startedAt: start, endedAt: start.addingTimeInterval(focused), plannedSeconds: planned,
                    focusedSeconds: focused, pausedSeconds: 0, tag: tags[(dayOffset + index) % tags.count],
                    species: species[(dayOffset + index) % species.count],
                    speed: dayOffset == 3 && index == 0 ? GameSpeed(60)! : .normal))
            }
        }
        return sessions.sorted { $0.startedAt < $1.startedAt }
    }()

    static func report(_ range: ForestPeriod.Range, _ anchor: LocalDay = LocalDay(year: 2026, month: 11, day: 18)) -> ForestReport {
        let earliest = history.first.map { calendar.day(of: $0.startedAt) }
        return ForestReport(
            period: .containing(anchor, range: range, earliest: earliest), sessions: history, calendar: calendar,
            today: today, coins: 340)
    }

    /// The snapshots of this suite, which ``SnapshotFileTests`` compares with their files: each view at 80×24 and 40×12,
    /// and the week printed for a shell.
    static let snapshots: [SnapshotCase] = ForestPeriod.Range.allCases.flatMap { range in
        [TerminalSize(width: 80, height: 24), TerminalSize(width: 40, height: 12)].map { size in
            SnapshotCase("forest-\(range.rawValue)/forest-cli-\(range.rawValue)", size) {
                ForestScreen.render(report(range), width: size.width, height: size.height, calendar: calendar).plainText()
            }
        }
    } + [SnapshotCase(path: "forest-week/forest-cli-week-printed") { printedWeek().plainText() }]

    /// The week as `grove forest` prints it for a shell: as high as it needs.
    static func printedWeek() -> Frame {
        let report = Self.report(.week)
        return ForestScreen.render(report, width: 80, height: ForestScreen.preferredHeight(report, width: 80), calendar: calendar, tag: nil)
    }

    @Test func printedForAShellTheWholeReportFits() {
        let frame = Self.printedWeek()
        #expect(frame.plainText().contains("0     6     12    18"))
        let plain = FramePrinter.text(frame, capability: .monochrome)
        #expect(!plain.contains("38;2;"))
        let coloured = FramePrinter.text(frame, capability: .truecolor)
        #expect(coloured.contains("\u{1B}["))
        #expect(coloured.split(separator: "\n", omittingEmptySubsequences: false).count == plain.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func theSameHistoryAlwaysDrawsTheSameForest() {
        let first = ForestScreen.render(Self.report(.day), width: 80, height: 24, calendar: Self.calendar)
        let second = ForestScreen.render(Self.report(.day), width: 80, height: 24, calendar: Self.calendar)
        #expect(first == second)
        let oaks = Self.history.filter { $0.species == "oak" && $0.state == .completed }.map(ForestTree.init)
        #expect(Set(oaks.compactMap { TreeArt.sprite(for: $0)?.glyphs }).count > 1)
        #expect(oaks.allSatisfy { TreeArt.sprite(for: $0) == TreeArt.sprite(for: $0) })
    }

    @Test func acceleratedTreesAreMarked() {
        let frame = ForestScreen.render(Self.report(.day, LocalDay(year: 2026, month: 11, day: 18)), width: 80, height: 24, calendar: Self.calendar)
        #expect(frame.plainText().contains("08:03» grown    cactus 25 min code"))
        #expect(frame.plainText().contains("» fast     1 at other speeds"))
    }
}
