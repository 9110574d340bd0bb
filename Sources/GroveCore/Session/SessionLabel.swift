import GroveText
import GroveWords

/// A tag or species name: short, one word of any script, and safe to put in a CSV
/// cell, an environment variable, a file name and a one-line status.
public struct SessionLabel: Sendable, Hashable {
    public static var rule: String { Words.Settings.tagRule(maximum: String(maximumLength)) }
    public static let maximumLength = 32

    public let text: String

    public init?(_ text: String) {
        guard (1...Self.maximumLength).contains(text.count), text.allSatisfy(Self.isAllowed) else { return nil }
        self.text = text
    }

    /// The label made of `text`, predictably and never refused: a run of spaces becomes `-`, characters a label may not
    /// hold are dropped, the rest cut to 32 characters; nil when nothing is left.
    public static func made(from text: String) -> String? {
        var label = ""
        var afterSpace = false
        for character in text.drop(while: \.isWhitespace) {
            if character.isWhitespace {
                afterSpace = true
            } else if SessionLabel(String(character)) != nil {
                if afterSpace { label.append("-") }
                label.append(character)
                afterSpace = false
            }
        }
        let cut = String(label.prefix(maximumLength))
        return cut.isEmpty ? nil : cut
    }

    /// A character starts with a letter, digit, emoji or `-_.`; what follows in it may
    /// only shape it (accents, emoji joiners, variation selectors, skin tones, flags' tags).
    private static func isAllowed(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, isBase(first) else { return false }
        return scalars.dropFirst().allSatisfy { isBase($0) || isShaping($0) }
    }

    private static func isBase(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic || properties.generalCategory == .decimalNumber { return true }
        if "-_.".unicodeScalars.contains(scalar) { return true }
        // ASCII digits, '#' and '*' are emoji too; they are covered above or refused.
        return scalar.value > 0x7F && properties.isEmoji && PrintableText.isPrintable(scalar)
    }

    private static func isShaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar == "\u{200D}" || scalar.properties.isEmojiModifier || (0xE0020...0xE007F).contains(scalar.value)
        }
    }
}
