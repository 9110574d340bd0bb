import FoundationEssentials

/// Bounds every decoded date and duration must respect: a corrupt or hand-edited file must fail
/// with a message, not reach an `Int(...)` conversion that traps on an absurd value.
public enum SaneBounds {
    /// 1970-01-01 (a machine whose clock was reset still writes readable data) to 2200-01-01.
    public static let dates: ClosedRange<TimeInterval> = -978_307_200...6_311_433_600
    /// No session or pause lasts longer than a week of game time.
    public static let maximumDuration: TimeInterval = 7 * 24 * 3600
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
