import FoundationEssentials
import Glibc

/// Local clock times for messages, through the C library, which follows `TZ`
/// and the system's time zone database (FoundationEssentials alone knows only UTC).
enum LocalTime {
    /// "14:05" in local time.
    static func clock(_ date: Date) -> String {
        let fields = localFields(date)
        return "\(pad(Int(fields.tm_hour))):\(pad(Int(fields.tm_min)))"
    }

    /// "2026-11-21 14:05" in local time.
    static func dateAndClock(_ date: Date) -> String {
        let fields = localFields(date)
        return "\(Int(fields.tm_year) + 1900)-\(pad(Int(fields.tm_mon) + 1))-\(pad(Int(fields.tm_mday))) \(clock(date))"
    }

    private static func localFields(_ date: Date) -> tm {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var fields = tm()
        localtime_r(&seconds, &fields)
        return fields
    }

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
