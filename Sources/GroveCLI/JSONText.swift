import FoundationEssentials

/// Builds one JSON object as text with keys in the order given, for output
/// that people read as well as scripts.
struct JSONText {
    private var members: [String] = []

    mutating func add(_ key: String, _ value: String?) {
        members.append("\(Self.quoted(key)):\(value.map(Self.quoted) ?? "null")")
    }

    mutating func add(_ key: String, _ value: Double?) {
        members.append("\(Self.quoted(key)):\(value.map(Self.number) ?? "null")")
    }

    mutating func add(_ key: String, _ value: Int?) {
        members.append("\(Self.quoted(key)):\(value.map(String.init) ?? "null")")
    }

    /// Adds a value that is already JSON text (an array or object built elsewhere).
    mutating func addRaw(_ key: String, _ json: String) {
        members.append("\(Self.quoted(key)):\(json)")
    }

    var text: String { "{" + members.joined(separator: ",") + "}" }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
