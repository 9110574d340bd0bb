import FoundationEssentials
import GroveCore
import GrovePlatform

/// The machine's calendar and time zone, through the C library (which follows
/// `TZ` and the zone database, daylight saving included).
public struct SystemCalendar: LocalCalendar {
    public init() {}

    public func day(of date: Date) -> LocalDay {
        let local = LocalTime(secondsSince1970: date.timeIntervalSince1970)
        return LocalDay(year: local.year, month: local.month, day: local.day)
    }

    public func hour(of date: Date) -> Int { LocalTime(secondsSince1970: date.timeIntervalSince1970).hour }

    public func start(of day: LocalDay) -> Date {
        Date(timeIntervalSince1970: LocalTime.startOfDay(year: day.year, month: day.month, day: day.day))
    }
}
