/// Text safe on a terminal: no control characters, escape sequences, invalid UTF-8 marks or reordering characters.
/// Unprintable text a person gives is refused; what grove finds already stored is shown through `escaped`.
public enum PrintableText {
    public static func isPrintable(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.allSatisfy(isPrintable)
    }

    public static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .surrogate, .lineSeparator, .paragraphSeparator:
            return false
        default:
            // U+FFFD is what invalid UTF-8 decodes to; the rest reorder text (bidirectional overrides).
            return scalar != "\u{FFFD}" && !(0x202A...0x202E).contains(scalar.value)
                && !(0x2066...0x2069).contains(scalar.value)
        }
    }

    /// The text with every unprintable scalar written out as `\u{1B}`, so it reaches
    /// the terminal as words, never as a command.
    public static func escaped(_ text: String) -> String {
        guard !isPrintable(text) else { return text }
        return text.unicodeScalars.map { scalar in
            isPrintable(scalar) ? String(scalar) : "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }.joined()
    }

    /// `text` in `mark`s, escaped, as a message quotes what a person gave: a long one by its start and its
    /// length, so a refusal stays one readable line however much was given.
    public static func quoted(_ text: String, mark: Character = "'") -> String {
        var start = "", scalars = 0, characters = 0
        for character in text {
            scalars += character.unicodeScalars.count
            // A character may pile up any number of marks: its scalars count too.
            guard characters < quotedCharacters, scalars <= 2 * quotedCharacters else {
                let length = text.count
                return "\(mark)\(escaped(start))…\(mark) (\(length) character\(length == 1 ? "" : "s"))"
            }
            start.append(character)
            characters += 1
        }
        return "\(mark)\(escaped(text))\(mark)"
    }

    /// How many characters of a long value a message quotes.
    private static let quotedCharacters = 40

    /// The text without its unprintable scalars, for places where an escape would
    /// read badly too: inside another escape sequence (a window title, a notification).
    public static func removingUnprintable(from text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter(isPrintable)))
    }
}
