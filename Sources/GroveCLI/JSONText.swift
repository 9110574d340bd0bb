import FoundationEssentials
import GroveCore

/// Builds one JSON object as text with keys in the order given, for output
/// that people read as well as scripts; values are written by the one ``JSONWriter``.
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
        JSONWriter.number(value) ?? "null"
    }

    static func quoted(_ text: String) -> String {
        JSONWriter.quoted(text)
    }
}
