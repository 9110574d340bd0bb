import FoundationEssentials
import Glibc
import GroveCore

/// The machine's calendar and time zone, through the C library (which follows
/// `TZ` and the zone database, daylight saving included).
public struct SystemCalendar: LocalCalendar {
    /// Loads the zone once, on first use, so commands that never ask for a
    /// local time (`grove status`) never read the zone database.
    private static let zoneLoaded: Void = tzset()

    public init() {}

    public func day(of date: Date) -> LocalDay {
        let fields = Self.fields(date)
        return LocalDay(year: Int(fields.tm_year) + 1900, month: Int(fields.tm_mon) + 1, day: Int(fields.tm_mday))
    }

    public func hour(of date: Date) -> Int {
        Int(Self.fields(date).tm_hour)
    }

    public func start(of day: LocalDay) -> Date {
        var fields = tm()
        fields.tm_year = Int32(day.year - 1900)
        fields.tm_mon = Int32(day.month - 1)
        fields.tm_mday = Int32(day.day)
        fields.tm_isdst = -1
        _ = Self.zoneLoaded
        // Where midnight does not exist (a zone that skips it), mktime moves forward: the day's first instant.
        return Date(timeIntervalSince1970: TimeInterval(mktime(&fields)))
    }

    private static func fields(_ date: Date) -> tm {
        _ = zoneLoaded
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var fields = tm()
        localtime_r(&seconds, &fields)
        return fields
    }
}
