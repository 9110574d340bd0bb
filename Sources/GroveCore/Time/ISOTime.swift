import FoundationEssentials

/// ISO 8601 text for dates people and scripts read (UTC, whole seconds), such as `2026-11-21T09:00:00Z`.
public enum ISOTime {
    public static func text(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle())
    }

    /// The date `text` names, with or without fractions of a second; nil when it names none.
    public static func date(_ text: String) -> Date? {
        (try? Date.ISO8601FormatStyle().parse(text)) ?? (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
    }
}
