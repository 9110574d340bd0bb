/// Words in many scripts, each with the columns a terminal gives it, for the tests that check every surface shows text
/// exactly as stored and lines up what follows it. Each is one word, so each can be a tag.
public enum TextCorpus {
    public struct Sample: Sendable, CustomStringConvertible {
        public let text: String
        /// The columns the text takes: what xterm, VTE and tmux give the scripts, one wide glyph for an emoji sequence.
        public let columns: Int
        /// What the sample tries, for a failure's message.
        public let kind: String

        public var description: String { "\(kind) \(text)" }
    }

    public static let samples: [Sample] = [
        Sample(text: "मराठी", columns: 5, kind: "Devanagari vowel signs"),
        Sample(text: "नमस्ते", columns: 4, kind: "a Devanagari conjunct"),
        Sample(text: "क्षत्रिय", columns: 6, kind: "Devanagari conjuncts with a vowel sign"),
        Sample(text: "สวัสดี", columns: 4, kind: "Thai marks above"),
        Sample(text: "น้ำ", columns: 2, kind: "Thai sara am"),
        Sample(text: "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", columns: 4, kind: "Hangul jamo"),
        Sample(text: "한글", columns: 4, kind: "Hangul syllables"),
        Sample(text: "cafe\u{301}", columns: 4, kind: "a combining accent"),
        Sample(text: "Zoe\u{308}\u{323}", columns: 3, kind: "stacked combining accents"),
        Sample(text: "👨‍👩‍👧", columns: 2, kind: "a ZWJ family"),
        Sample(text: "a👩‍💻b", columns: 4, kind: "a ZWJ sequence between letters"),
        Sample(text: "🏳️‍🌈", columns: 2, kind: "a ZWJ flag"),
        Sample(text: "🇯🇵", columns: 2, kind: "a flag"),
        Sample(text: "🇫🇷🇩🇪", columns: 4, kind: "two flags"),
        Sample(text: "👍🏽", columns: 2, kind: "a skin tone"),
        Sample(text: "❤️", columns: 2, kind: "an emoji presentation"),
        Sample(text: "写作", columns: 4, kind: "CJK"),
        Sample(text: "日本語", columns: 6, kind: "CJK"),
        Sample(text: "مرحبا", columns: 5, kind: "Arabic, in logical order"),
    ]
}
