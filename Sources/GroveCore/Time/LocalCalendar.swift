import FoundationEssentials

/// The person's calendar and time zone, injected so statistics are pure and tests can pin a
/// time zone with a daylight-saving change.
public protocol LocalCalendar: Sendable {
    func day(of date: Date) -> LocalDay
    /// 0–23.
    func hour(of date: Date) -> Int
    func start(of day: LocalDay) -> Date
}

extension LocalCalendar {
    public func range(from first: LocalDay, through last: LocalDay) -> DateRange {
        DateRange(start: start(of: first), end: start(of: last.adding(days: 1)))
    }

    /// "14:05": the local time of `date`.
    public func clockText(_ date: Date) -> String {
        // The hour comes from the calendar (daylight saving included), the minute
        // from the time elapsed since local midnight (right for half-hour zones too).
        let minutes = Int(date.timeIntervalSince(start(of: day(of: date))) / 60) % 60
        return TimeText.twoDigits(hour(of: date)) + ":" + TimeText.twoDigits(minutes)
    }

    /// "2026-11-21 14:05", "21.11.2026 14:05": the local date and time of `date`.
    public func dateAndClockText(_ date: Date) -> String {
        DateText.numeric(day(of: date)) + " " + clockText(date)
    }
}

/// A calendar at a fixed offset from UTC (no daylight saving), such as UTC itself.
public struct FixedOffsetCalendar: LocalCalendar {
    public static let utc = FixedOffsetCalendar(secondsEastOfUTC: 0)

    public let secondsEastOfUTC: Int

    public init(secondsEastOfUTC: Int) {
        self.secondsEastOfUTC = secondsEastOfUTC
    }

    public func day(of date: Date) -> LocalDay {
        LocalDay(ordinal: Int(floorDiv(local(date), 86_400)))
    }

    public func hour(of date: Date) -> Int {
        Int(floorDiv(local(date), 3600)) - Int(floorDiv(local(date), 86_400)) * 24
    }

    public func start(of day: LocalDay) -> Date {
        Date(timeIntervalSince1970: Double(day.ordinal * 86_400 - secondsEastOfUTC))
    }

    private func local(_ date: Date) -> Double {
        date.timeIntervalSince1970 + Double(secondsEastOfUTC)
    }

    private func floorDiv(_ value: Double, _ divisor: Double) -> Double {
        (value / divisor).rounded(.down)
    }
}
