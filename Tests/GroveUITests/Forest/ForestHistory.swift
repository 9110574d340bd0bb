import Foundation
import GroveCore

/// A hand-built history around the week of Monday 2025-11-17, read in UTC, so
/// the forest's frames stay the same on every machine and every day.
enum ForestHistory {
    static let calendar = FixedOffsetCalendar.utc
    /// Friday of that week, and the day the fixture's clock shows.
    static let today = LocalDay(year: 2025, month: 11, day: 21)

    /// A focus session started at `hour`:`minute` UTC on `day`.
    static func tree(
        _ day: LocalDay, _ hour: Int, _ minute: Int = 0, minutes: Double = 25, focused: Double? = nil,
        species: String = "oak", tag: String = "code", speed: Double = 1
    ) -> FinishedSession {
        let start = calendar.start(of: day).addingTimeInterval(Double(hour * 3600 + minute * 60))
        let focus = (focused ?? minutes) * 60
        return FinishedSession(
            id: "\(day)-\(hour)-\(minute)", kind: .focus, state: focused == nil ? .completed : .abandoned,
            startedAt: start, endedAt: start.addingTimeInterval(focus / speed), plannedSeconds: minutes * 60,
            focusedSeconds: focus, pausedSeconds: 0, tag: tag, species: species, speed: GameSpeed(speed)!)
    }

    static func day(_ month: Int, _ day: Int, year: Int = 2025) -> LocalDay {
        LocalDay(year: year, month: month, day: day)
    }

    /// Trees over two years, most of them in November 2025.
    static let sessions: [FinishedSession] = [
        tree(day(12, 30, year: 2024), 10, minutes: 50, species: "pine", tag: "write"),
        tree(day(3, 4), 9), tree(day(3, 5), 9, focused: 7),
        tree(day(10, 6), 9), tree(day(10, 7), 9), tree(day(10, 8), 14, minutes: 90, tag: "write"),
        tree(day(11, 3), 9), tree(day(11, 10), 9), tree(day(11, 11), 9, species: "pine"),
        tree(day(11, 12), 16, tag: "read"), tree(day(11, 14), 9, focused: 11),
        tree(day(11, 15), 11, species: "cherry"), tree(day(11, 16), 10),
        tree(day(11, 17), 9), tree(day(11, 17), 10), tree(day(11, 17), 14, minutes: 50, species: "pine", tag: "write"),
        tree(day(11, 18), 9, 30, focused: 12),
        tree(day(11, 19), 8, species: "cherry", tag: "read"), tree(day(11, 19), 21, speed: 60),
        tree(day(11, 20), 9), tree(day(11, 20), 9, 30), tree(day(11, 20), 10, minutes: 45, species: "cactus"),
        tree(day(11, 20), 15, 15, tag: "write"), tree(day(11, 20), 16, focused: 3, species: "pine", tag: "write"),
        tree(day(11, 21), 7, 15, species: "pine", tag: "write"),
    ]

    /// The report for the `range` period containing `anchor`, as the game's launcher builds it.
    static func report(_ range: ForestPeriod.Range, _ anchor: LocalDay = today, coins: Int = 245) -> ForestReport {
        let earliest = sessions.map { calendar.day(of: $0.startedAt) }.min()
        let period = ForestPeriod.containing(anchor, range: range, earliest: earliest)
        return ForestReport(period: period, sessions: sessions, calendar: calendar, today: today, coins: coins)
    }
}
