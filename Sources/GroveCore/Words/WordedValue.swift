import GroveText
import GroveWords

/// A value written in files as one of a few words (`"completed"`): a word it does not know is refused naming the field,
/// the word and the words it knows, never with Swift's "Cannot initialize … from invalid String value".
public protocol WordedValue: RawRepresentable<String>, CaseIterable, Codable {}

extension WordedValue {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let word: String
        do {
            word = try container.decode(String.self)
        } catch DecodingError.typeMismatch(_, let context) {
            throw DecodingError.typeMismatch(Self.self, context)
        } catch DecodingError.valueNotFound(_, let context) {
            throw DecodingError.valueNotFound(Self.self, context)
        }
        guard let value = Self(rawValue: word) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.refusal(of: word, in: decoder.codingPath.last))
        }
        self = value
    }

    /// Why `word` in `field` is refused: the field, the word and the words it knows.
    static func refusal(of word: String, in field: (any CodingKey)?) -> String {
        let word = PrintableText.escaped(word)
        return field.map { Words.Data.fieldWordNot(field: $0.stringValue, word: word, allowed: allowedWords) }
            ?? Words.Data.wordNot(word: word, allowed: allowedWords)
    }

    /// The words, as a message lists what is allowed: `"focus" or "break"`.
    public static var allowedWords: String {
        let words = allCases.map { "\"\($0.rawValue)\"" }
        return words.count < 2 ? words.joined() : Words.Data.eitherOr(some: words.dropLast().joined(separator: ", "), last: words[words.count - 1])
    }
}
