import GroveCore
import GroveText

/// Text from another app's export made into a grove tag or note, predictably and never
/// refused: what grove cannot keep is changed, and the README says how.
enum ImportedText {
    /// A valid tag: a run of spaces becomes `-`, characters a tag may not hold are dropped,
    /// the rest cut to 32 characters; nothing left, or a "no tag" word of the app, is `defaultTag`.
    static func tag(_ text: String, defaultTag: String) -> String {
        let trimmed = trimmed(text)
        guard !noTagWords.contains(trimmed.lowercased()) else { return defaultTag }
        return SessionLabel.made(from: trimmed) ?? defaultTag
    }

    /// "No tag" as the Forest app writes it, lowercased: English and German as found in real
    /// exports, the others as its translations are likely to read.
    static let noTagWords: Set<String> = [
        "unset", "untagged", "no tag", "nicht gesetzt", "ohne tag", "non défini", "sans étiquette", "sin etiquetar", "sin definir",
        "non impostato", "não definido", "sem etiqueta", "niet ingesteld", "未設定", "未设置", "미설정",
    ]

    /// A printable note of at most 200 characters: line breaks and tabs become spaces, other
    /// control characters are dropped, and a longer text ends in `…`; nil when nothing is left.
    static func note(_ parts: [String]) -> String? {
        let joined = parts.map(printable).filter { !$0.isEmpty }.joined(separator: " · ")
        guard !joined.isEmpty else { return nil }
        let limit = SessionNote.maximumLength
        return joined.count <= limit ? joined : String(joined.prefix(limit - 1)) + "…"
    }

    private static func printable(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if PrintableText.isPrintable(scalar) {
                kept.append(scalar)
            } else if scalar.properties.isWhitespace, kept.last != " " {
                kept.append(" ")
            }
        }
        return trimmed(String(kept))
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
