import FoundationEssentials
import GroveWords

/// Bounds every decoded date and duration must respect: a corrupt or hand-edited file must fail
/// with a message, not reach an `Int(...)` conversion that traps on an absurd value.
public enum SaneBounds {
    /// The days grove holds: from 1970 (a machine whose clock was reset still writes readable data) through 2200.
    public static let days = LocalDay(year: 1970, month: 1, day: 1)...LocalDay(year: 2200, month: 12, day: 31)
    /// The same days in words, for the messages that refuse a date outside them.
    public static var daysText: String { Words.Data.daysRange(first: "\(days.lowerBound)", last: "\(days.upperBound)") }
    /// Those days' instants, UTC, in seconds since 2001-01-01: from the first day's start to the start of the day after the last.
    public static let dates: ClosedRange<TimeInterval> = seconds(days.lowerBound)...seconds(days.upperBound.adding(days: 1))
    /// No session or pause lasts longer than a week of game time.
    public static let maximumDuration: TimeInterval = 7 * 24 * 3600

    private static func seconds(_ day: LocalDay) -> TimeInterval {
        Date(timeIntervalSince1970: TimeInterval(day.ordinal) * 86_400).timeIntervalSinceReferenceDate
    }
}

extension KeyedDecodingContainer {
    func decodeSaneDate(forKey key: Key) throws -> Date {
        let date = try decode(Date.self, forKey: key)
        try checkSane(date, key: key)
        return date
    }

    func decodeSaneDateIfPresent(forKey key: Key) throws -> Date? {
        guard let date = try decodeIfPresent(Date.self, forKey: key) else { return nil }
        try checkSane(date, key: key)
        return date
    }

    func decodeDuration(forKey key: Key, allowZero: Bool) throws -> TimeInterval {
        let value = try decode(Double.self, forKey: key)
        if let problem = SessionSanity.durationProblem(value, allowZero: allowZero) {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\(key.stringValue) \(problem)")
        }
        return value
    }

    private func checkSane(_ date: Date, key: Key) throws {
        if let problem = SessionSanity.dateProblem(date) {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\(key.stringValue) \(problem)")
        }
    }
}
