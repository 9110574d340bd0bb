import GroveText

/// A session's note: a short line of printable text saying what the session was for.
public struct SessionNote: Sendable, Hashable {
    public static let maximumLength = 200
    /// The rule, as shown to a person whose note was refused.
    public static let rule = "must be at most \(maximumLength) characters of printable text (no control characters or escape sequences)"

    public let text: String

    public init?(_ text: String) {
        guard text.count <= Self.maximumLength, PrintableText.isPrintable(text) else { return nil }
        self.text = text
    }
}
