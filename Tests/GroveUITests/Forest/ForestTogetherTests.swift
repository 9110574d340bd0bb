import Foundation
import GroveCore
import GroveTerminal
@testable import GroveUI
import Testing

/// Trees planted together stand in the forest marked ∞ in the ground under them, and the
/// day's list says with whom; a tree planted alone has no mark.
struct ForestTogetherTests {
    static let calendar = FixedOffsetCalendar.utc
    static let today = LocalDay(year: 2026, month: 11, day: 20)

    /// Four trees on `today` from 09:00, an hour apart: the second and third planted together.
    static let sessions: [FinishedSession] = [
        ("alone", "oak", [String]()), ("with-ana-bo", "pine", ["ana", "bo"]), ("with-ana", "cherry", ["ana"]),
        ("alone-again", "birch", []),
    ].enumerated().map { index, tree in
        let start = calendar.start(of: today).addingTimeInterval(Double(9 + index) * 3600)
        return FinishedSession(
            id: tree.0, kind: .focus, state: .completed, startedAt: start, endedAt: start.addingTimeInterval(1500),
            plannedSeconds: 1500, focusedSeconds: 1500, pausedSeconds: 0, tag: "code", species: tree.1, speed: .normal,
            with: tree.2)
    }

    static func report(_ range: ForestPeriod.Range) -> ForestReport {
        ForestReport(
            period: .containing(today, range: range, earliest: today), sessions: sessions, calendar: calendar, today: today, coins: 0)
    }

    @Test(arguments: [ForestPeriod.Range.day, .week, .month])
    func eachTreePlantedTogetherIsMarkedUnderItsSprite(_ range: ForestPeriod.Range) {
        for (width, height) in [(80, 24), (120, 40)] {
            let picture = ForestScreen.picture(Self.report(range), width: width, height: height, calendar: Self.calendar)
            for placed in picture.trees {
                let ground = placed.y + placed.height
                let marked = picture.frame[placed.x + placed.width / 2, ground].character == "∞"
                #expect(marked == !placed.tree.with.isEmpty, "\(range) \(width)x\(height) \(placed.tree.species)")
            }
            #expect(picture.trees.filter { !$0.tree.with.isEmpty }.count == 2)
        }
    }

    /// The snapshots of this suite, which ``SnapshotFileTests`` compares with their files: the marks on the day and week.
    static let snapshots: [SnapshotCase] = [
        SnapshotCase(path: "forest-day/landscape-together-day-80x24") {
            ForestScreen.render(report(.day), width: 80, height: 24, calendar: calendar).textAndAttributes()
        },
        SnapshotCase(path: "forest-week/landscape-together-week-80x24") {
            ForestScreen.render(report(.week), width: 80, height: 24, calendar: calendar).plainText()
        },
    ]

    @Test func theDayListsWithWhom() {
        let text = ForestScreen.render(Self.report(.day), width: 80, height: 24, calendar: Self.calendar).plainText()
        #expect(text.contains("10:00  grown    pine   25 min ∞ ana, bo "))
        #expect(text.contains("11:00  grown    cherry 25 min ∞ ana "))
    }

    @Test func theSVGMarksTheMembers() {
        let picture = ForestScreen.picture(Self.report(.day), width: 80, height: 24, calendar: Self.calendar)
        let svg = ForestSVG.document(picture)
        #expect(svg.contains(#"data-species="pine" data-outcome="grown" data-with="ana bo">"#))
        #expect(svg.components(separatedBy: "data-with=").count == 3)
    }
}
