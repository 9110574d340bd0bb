import GroveText
import GroveWords

/// A short note on what a session was for, carried into the history: printable text
/// only, since it is shown on terminals.
public struct SessionNote: Sendable, Hashable {
    public static let maximumLength = 200
    public static var rule: String { Words.Settings.noteRule(maximum: String(maximumLength)) }

    public let text: String

    public init?(_ text: String) {
        guard text.count <= Self.maximumLength, PrintableText.isPrintable(text) else { return nil }
        self.text = text
    }
}
