import GroveText

/// A JSON value of any shape: to show a refused value as it was written, and to tell a file's format by its first record.
public enum JSONValue: Sendable, Hashable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The value as written in JSON, for a message about it; text is escaped for a
    /// terminal, and an array or object is shortened to its brackets.
    public var shown: String {
        switch self {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let number): NumberText.shortest(number)
        case .string(let text): PrintableText.quoted(text, mark: "\"")
        case .array: "[…]"
        case .object: "{…}"
        }
    }
}
