/// Text safe on a terminal: no control characters, escape sequences, invalid UTF-8 marks or reordering characters.
/// Unprintable text a person gives is refused; what grove finds already stored is shown through `escaped`.
public enum PrintableText {
    /// The rule, as shown to a person whose text was refused.
    public static let rule = "must be printable text: no control characters, escape sequences or invalid UTF-8"

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

    /// The text without its unprintable scalars, for places where an escape would
    /// read badly too: inside another escape sequence (a window title, a notification).
    public static func removingUnprintable(from text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter(isPrintable)))
    }
}
