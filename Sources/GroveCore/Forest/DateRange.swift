import FoundationEssentials

/// A half-open span of wall time, `start..<end`.
public struct DateRange: Sendable, Hashable {
    public let start: Date
    public let end: Date

    public init(start: Date, end: Date) {
        self.start = start
        self.end = max(start, end)
    }

    public func contains(_ date: Date) -> Bool { date >= start && date < end }
}
