import FoundationEssentials

/// ISO 8601 text for dates in machine-readable output (UTC, whole seconds).
enum ISOTime {
    static func text(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle())
    }
}
