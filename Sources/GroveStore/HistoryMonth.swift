import FoundationEssentials
import GroveCore

/// A calendar month (UTC), the unit history is stored in, so a view of a period reads only the months it overlaps.
struct HistoryMonth: Hashable, Comparable {
    let year: Int
    let month: Int
}

extension HistoryMonth {
    /// The month `date` falls in, in UTC.
    init(containing date: Date) {
        // A UTC day is 86,400 seconds (no leap seconds in Unix time), so the date's day is a division.
        let day = LocalDay(ordinal: Int((date.timeIntervalSince1970 / Self.secondsPerDay).rounded(.down)))
        self.init(year: day.year, month: day.month)
    }

    /// Parses a file name such as `2026-11.json`, byte by byte: a long history lists hundreds.
    init?(fileName: String) {
        let bytes = Array(fileName.utf8)
        guard bytes.count == 12, bytes[4] == UInt8(ascii: "-"), bytes[7...].elementsEqual(".json".utf8) else { return nil }
        func number(_ digits: ArraySlice<UInt8>) -> Int? {
            var value = 0
            for digit in digits {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
                value = value * 10 + Int(digit - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), (1...12).contains(month) else { return nil }
        self.init(year: year, month: month)
    }

    var fileName: String {
        let monthText = month < 10 ? "0\(month)" : "\(month)"
        return "\(year)-\(monthText).json"
    }

    var next: HistoryMonth {
        month == 12 ? HistoryMonth(year: year + 1, month: 1) : HistoryMonth(year: year, month: month + 1)
    }

    /// Whether sessions of this month can have started within `interval`.
    func overlaps(_ interval: DateRange) -> Bool { start < interval.end && next.start > interval.start }

    /// The month's first instant.
    var start: Date {
        Date(timeIntervalSince1970: TimeInterval(LocalDay(year: year, month: month, day: 1).ordinal) * Self.secondsPerDay)
    }

    private static let secondsPerDay: TimeInterval = 86_400

    static func < (lhs: HistoryMonth, rhs: HistoryMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
