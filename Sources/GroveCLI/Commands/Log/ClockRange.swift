import FoundationEssentials
import GroveCore

/// The START-END of `grove log`, local clock times on one day: `09:00-09:25`, `9-11:30`, `14:05-15`.
struct ClockRange: Equatable {
    /// Minutes after midnight.
    let start: Int
    let end: Int

    /// What keeps a text from being a range.
    enum Problem: Error {
        /// It is not two times `H[:MM]` (0:00 to 23:59) joined by `-`.
        case notTimes
        /// The second time is not after the first.
        case endsFirst
    }

    /// The range `text` writes.
    init(_ text: String) throws(Problem) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let start = Self.minutes(parts[0]), let end = Self.minutes(parts[1]) else { throw .notTimes }
        guard start < end else { throw .endsFirst }
        (self.start, self.end) = (start, end)
    }

    /// Minutes after midnight of `H`, `HH`, `H:MM` or `HH:MM`.
    private static func minutes(_ text: Substring) -> Int? {
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count), (1...2).contains(pieces[0].count), pieces.allSatisfy({ $0.allSatisfy(\.isASCII) }),
              let hour = Int(pieces[0]), (0...23).contains(hour)
        else { return nil }
        guard pieces.count == 2 else { return hour * 60 }
        guard pieces[1].count == 2, let minute = Int(pieces[1]), (0...59).contains(minute) else { return nil }
        return hour * 60 + minute
    }

    /// Its start and end on `day` in `calendar`.
    func dates(on day: LocalDay, in calendar: LocalCalendar) -> (start: Date, end: Date) {
        (Self.date(start, on: day, in: calendar), Self.date(end, on: day, in: calendar))
    }

    /// The instant the clocks of `calendar` show `minutes` after midnight on `day`: counted from midnight, then moved by the
    /// hour a change of daylight saving in between shifts the clocks.
    static func date(_ minutes: Int, on day: LocalDay, in calendar: LocalCalendar) -> Date {
        let guess = calendar.start(of: day).addingTimeInterval(TimeInterval(minutes * 60))
        let shown = calendar.day(of: guess) == day ? calendar.hour(of: guess) : calendar.hour(of: guess) + 24
        return guess.addingTimeInterval(TimeInterval((minutes / 60 - shown) * 3600))
    }
}
