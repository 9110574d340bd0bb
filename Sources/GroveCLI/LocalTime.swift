import FoundationEssentials
import Glibc

/// Local calendar dates and clock times through the C library, which follows
/// `TZ` and the system's time zone database (FoundationEssentials alone knows only UTC).
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

    /// The local midnight that starts the day `text` (YYYY-MM-DD) names, or nil if it names none.
    static func startOfDay(_ text: String) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1970...9999).contains(year), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var fields = tm()
        fields.tm_year = Int32(year - 1900)
        fields.tm_mon = Int32(month - 1)
        fields.tm_mday = Int32(day)
        fields.tm_isdst = -1
        let seconds = mktime(&fields)
        // mktime normalises 2026-02-31 to March; a date that moved did not exist.
        guard seconds != -1, Int(fields.tm_mday) == day, Int(fields.tm_mon) == month - 1 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// The local midnight after the day `text` names.
    static func endOfDay(_ text: String) -> Date? {
        guard let start = startOfDay(text) else { return nil }
        var seconds = time_t(start.timeIntervalSince1970) + 36 * 3600
        var fields = tm()
        localtime_r(&seconds, &fields)
        fields.tm_hour = 0
        fields.tm_min = 0
        fields.tm_sec = 0
        fields.tm_isdst = -1
        return Date(timeIntervalSince1970: TimeInterval(mktime(&fields)))
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
