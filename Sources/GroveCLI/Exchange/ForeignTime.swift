import FoundationEssentials
import GroveCore

/// Times as other apps write them in their exports, each with its offset from UTC, so a
/// session keeps its true instant and lands on its day in the person's own time zone.
enum ForeignTime {
    /// ISO 8601 with an offset, as the Forest app writes today: `2022-09-16T14:20:58.882+0300`,
    /// also with `Z`, `+03:00` or no fraction; timewarrior's `20231001T103000Z` too.
    static func iso8601(_ text: String) -> Date? {
        var scanner = Scanner(text)
        // The basic format runs the date's digits together: 20231001T103000Z.
        let basic = text.dropFirst(4).first?.isNumber == true
        let separator = basic ? "" : "-", colon = basic ? "" : ":"
        guard let year = scanner.number(digits: 4), scanner.skip(separator), let month = scanner.number(digits: 2),
              scanner.skip(separator), let day = scanner.number(digits: 2), scanner.skip("T") || scanner.skip(" "),
              let hour = scanner.number(digits: 2), scanner.skip(colon), let minute = scanner.number(digits: 2)
        else { return nil }
        var second = 0.0
        if basic ? scanner.startsWithDigit : scanner.skip(":") {
            guard let whole = scanner.number(digits: 2) else { return nil }
            second = Double(whole)
            if scanner.skip(".") || scanner.skip(",") {
                let digits = scanner.digits()
                guard !digits.isEmpty, let fraction = Double("0." + digits) else { return nil }
                second += fraction
            }
        }
        guard let offset = scanner.offset(), scanner.isAtEnd else { return nil }
        return date(year: year, month: month, day: day, hour: hour, minute: minute, second: second, offset: offset)
    }

    /// The Forest app's older Android export, Java's `Date.toString()`:
    /// `Mon Dec 10 09:43:41 GMT+01:00 2018` (English names whatever the phone's language).
    static func javaDate(_ text: String) -> Date? {
        let words = text.split(separator: " ")
        guard words.count == 6, weekdays.contains(words[0].lowercased()),
              let month = months.firstIndex(of: words[1].lowercased()), let day = Int(words[2]), let year = Int(words[5])
        else { return nil }
        let clock = words[3].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 3, clock.allSatisfy({ $0.count == 2 }), let hour = Int(clock[0]), let minute = Int(clock[1]),
              let second = Int(clock[2]), let offset = zoneOffset(String(words[4]))
        else { return nil }
        return date(year: year, month: month + 1, day: day, hour: hour, minute: minute, second: Double(second), offset: offset)
    }

    /// Seconds east of UTC of a zone as Java names it: `GMT+01:00`, `UTC`, or a common abbreviation.
    static func zoneOffset(_ zone: String) -> Int? {
        let upper = zone.uppercased()
        if let named = abbreviations[upper] { return named * 60 }
        for prefix in ["GMT", "UTC"] where upper.hasPrefix(prefix) {
            var scanner = Scanner(String(upper.dropFirst(prefix.count)))
            guard let offset = scanner.offset(allowingShortHours: true), scanner.isAtEnd else { return nil }
            return offset
        }
        return nil
    }

    /// Zones whose abbreviation names one offset (in minutes); ambiguous ones (`IST`, `CST` of
    /// China) are left out, so a row with one is refused rather than put on a wrong day.
    private static let abbreviations: [String: Int] = [
        "GMT": 0, "UTC": 0, "UT": 0, "Z": 0, "WET": 0, "WEST": 60, "BST": 60, "CET": 60, "CEST": 120, "MEZ": 60, "MESZ": 120,
        "EET": 120, "EEST": 180, "MSK": 180, "JST": 540, "KST": 540, "AEST": 600, "AEDT": 660, "NZST": 720, "NZDT": 780,
        "EST": -300, "EDT": -240, "CDT": -300, "MST": -420, "MDT": -360, "PST": -480, "PDT": -420, "AKST": -540, "HST": -600,
    ]

    private static let weekdays: Set<String> = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// The instant of a civil time at `offset` seconds east of UTC; nil for a date or time that does not exist.
    private static func date(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Double, offset: Int) -> Date? {
        guard (1...12).contains(month), (1...LocalDay.daysIn(month: month, year: year)).contains(day), (0...23).contains(hour),
              (0...59).contains(minute), second >= 0, second < 61
        else { return nil }
        let days = LocalDay(year: year, month: month, day: day).ordinal
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 - offset) + second
        return Date(timeIntervalSince1970: seconds)
    }

    /// Reads a time's parts from left to right.
    private struct Scanner {
        private var rest: Substring

        init(_ text: String) { rest = Substring(text) }

        var isAtEnd: Bool { rest.isEmpty }
        var startsWithDigit: Bool { rest.first.map { $0.isASCII && $0.isNumber } ?? false }

        mutating func skip(_ text: String) -> Bool {
            guard rest.hasPrefix(text) else { return false }
            rest = rest.dropFirst(text.count)
            return true
        }

        mutating func digits() -> String {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(digits.count)
            return String(digits)
        }

        /// Exactly `digits` ASCII digits, as a number.
        mutating func number(digits count: Int) -> Int? {
            let digits = rest.prefix(count)
            guard digits.count == count, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            rest = rest.dropFirst(count)
            return Int(digits)
        }

        /// `Z`, `+HH`, `+HHMM` or `+HH:MM` (and `-`), as seconds east of UTC; with `allowingShortHours`
        /// also `+H`, as in `GMT+1`.
        mutating func offset(allowingShortHours: Bool = false) -> Int? {
            if skip("Z") { return 0 }
            guard let sign = skip("+") ? 1 : (skip("-") || skip("\u{2212}")) ? -1 : nil else { return nil }
            let hourDigits = digits()
            guard hourDigits.count == 2 || (allowingShortHours && hourDigits.count == 1) || hourDigits.count == 4,
                  let hourValue = Int(hourDigits) else { return nil }
            // Four digits are +HHMM.
            var (hours, minutes) = hourDigits.count == 4 ? (hourValue / 100, hourValue % 100) : (hourValue, 0)
            if hourDigits.count != 4, skip(":") {
                guard let value = number(digits: 2) else { return nil }
                minutes = value
            }
            guard hours <= 14, minutes < 60 else { return nil }
            return sign * (hours * 3600 + minutes * 60)
        }
    }
}
