import Glibc

/// A wall-clock instant in the machine's time zone, as the C library reads it
/// (following `TZ` and the zone database, daylight saving included).
public struct LocalTime: Equatable, Sendable {
    public var year: Int
    /// 1...12.
    public var month: Int
    /// 1...31.
    public var day: Int
    /// 0...23.
    public var hour: Int

    /// Loads the zone once, on first use, so a process that never asks for a
    /// local time never reads the zone database.
    private static let zoneLoaded: Void = tzset()

    public init(secondsSince1970 seconds: Double) {
        _ = Self.zoneLoaded
        var whole = time_t(seconds.rounded(.down))
        var fields = tm()
        localtime_r(&whole, &fields)
        year = Int(fields.tm_year) + 1900
        month = Int(fields.tm_mon) + 1
        day = Int(fields.tm_mday)
        hour = Int(fields.tm_hour)
    }

    /// Seconds since 1970 of the first instant of the day `year`-`month`-`day`; where
    /// midnight does not exist (a zone that skips it), the day's first instant after it.
    public static func startOfDay(year: Int, month: Int, day: Int) -> Double {
        _ = zoneLoaded
        var fields = tm()
        fields.tm_year = Int32(year - 1900)
        fields.tm_mon = Int32(month - 1)
        fields.tm_mday = Int32(day)
        fields.tm_isdst = -1
        return Double(mktime(&fields))
    }
}
