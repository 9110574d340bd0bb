import FoundationEssentials
import GroveText
import GroveWords

/// grove's one way of writing and reading JSON, kept or printed, through the record types' `Codable`. Keys are sorted so a
/// record is always the same text (files diff and synchronise well); kept dates are seconds since 2001, exact round trips.
public enum JSONFormat {
    public enum Dates: Sendable {
        /// Seconds since 2001-01-01 UTC, as a number: the data files.
        case stored
        /// ISO 8601 text in UTC, whole seconds (``ISOTime``): what grove prints and imports. Its encoder also writes
        /// ``PrintedSeconds``.
        case printed
    }

    public static func encoder(dates: Dates = .stored) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if dates == .printed {
            encoder.userInfo[.grovePrinted] = true
            encoder.dateEncodingStrategy = .custom { date, encoder in
                var container = encoder.singleValueContainer()
                try container.encode(ISOTime.text(date))
            }
        }
        return encoder
    }

    public static func decoder(dates: Dates = .stored) -> JSONDecoder {
        let decoder = JSONDecoder()
        if dates == .printed {
            decoder.dateDecodingStrategy = .custom { decoder in
                let container = try decoder.singleValueContainer()
                let text = try container.decode(String.self)
                guard let date = ISOTime.date(text) else {
                    let (shown, example) = (PrintableText.escaped(text), "2026-11-21T09:00:00Z")
                    let words = decoder.codingPath.last.map { Words.Data.fieldNotISODate(field: $0.stringValue, text: shown, example: example) }
                        ?? Words.Data.notISODate(text: shown, example: example)
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: words)
                }
                return date
            }
        }
        return decoder
    }

    /// `value` as one line of JSON text, dates printed.
    public static func text(_ value: some Encodable) throws -> String {
        String(decoding: try encoder(dates: .printed).encode(value), as: UTF8.self)
    }

    /// `records` as a JSON array a person can read too: one record a line.
    public static func lines(_ records: [some Encodable]) throws -> String {
        guard !records.isEmpty else { return "[]" }
        let encoder = encoder(dates: .printed)
        let lines = try records.map { "  " + String(decoding: try encoder.encode($0), as: UTF8.self) }
        return "[\n" + lines.joined(separator: ",\n") + "\n]"
    }

    /// Where decoding failed and why, in words a person can act on, leaving out the first `skipping` path steps (an index the
    /// caller names itself). Given the failed text, text that is not JSON is named by line and column, and a value of the
    /// wrong type is shown; `values` is the text to show it from when that is not `data` (one record of it).
    public static func problem(_ error: Error, in data: Data? = nil, values: Data? = nil, skipping: Int = 0) -> String {
        // JSONDecoder says only that the data "was not valid JSON", or names its own error (a number too large); say where.
        func notJSON() -> String {
            data.flatMap { JSONSyntaxProblem.find(in: $0) }.map { Words.Data.notJSONAt(problem: "\($0)") } ?? Words.Data.notJSON
        }
        guard let decodingError = error as? DecodingError else { return notJSON() }
        let (context, what): (DecodingError.Context, String) = switch decodingError {
        case .dataCorrupted(let context): (context, context.codingPath.isEmpty ? notJSON() : context.debugDescription)
        case .keyNotFound(let key, let context): (context, Words.Data.missingField(field: key.stringValue))
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            (context, wrongValue(at: context.codingPath, in: values ?? data, expected: type, skipping: skipping))
        @unknown default: (DecodingError.Context(codingPath: [], debugDescription: ""), "\(error)")
        }
        var path = context.codingPath.dropFirst(skipping)
        // A problem grove words itself already starts with where the value is, or with the field's name.
        if what.hasPrefix(location(of: path) + " ") {
            path.removeAll()
        } else if let field = path.last, what.hasPrefix(field.stringValue + " ") {
            path.removeLast()
        }
        let words = what.hasSuffix(".") ? String(what.dropLast()) : what
        return path.isEmpty ? words : Words.Data.atLocation(location: location(of: path), problem: words)
    }

    /// `sessions[3].speed`: where a value is in a file.
    private static func location(of path: some Collection<any CodingKey>) -> String {
        let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return text.hasPrefix(".") ? String(text.dropFirst()) : text
    }

    /// "speed is "60", not a number": the value at `path` (shown when `data` holds it) and what is allowed there.
    private static func wrongValue(at path: [any CodingKey], in data: Data?, expected type: Any.Type, skipping: Int) -> String {
        var value = data.flatMap { try? decoder().decode(JSONValue.self, from: $0) }
        for key in path {
            value = switch (value, key.intValue) {
            case (.array(let items), let index?): items.indices.contains(index) ? items[index] : nil
            case (.object(let fields), nil): fields[key.stringValue]
            default: nil
            }
        }
        let allowed = words(for: type)
        guard path.count > skipping else {
            return value.map { Words.Data.itIsValueNot(value: $0.shown, allowed: allowed) } ?? Words.Data.itIsNot(allowed: allowed)
        }
        let field = location(of: path.dropFirst(skipping))
        return value.map { Words.Data.valueIsNot(field: field, value: $0.shown, allowed: allowed) } ?? Words.Data.fieldIsNot(field: field, allowed: allowed)
    }

    /// What a value of `type` is, as a person calls it.
    private static func words(for type: Any.Type) -> String {
        if let worded = type as? any WordedValue.Type { return worded.allowedWords }
        switch type {
        case is String.Type: return Words.Data.text
        case is Bool.Type: return Words.Data.trueOrFalse
        case is any Numeric.Type: return Words.Data.aNumber
        case is [Any].Type: return Words.Data.aList
        case is [String: Any].Type: return Words.Data.anObject
        default:
            let name = String(describing: type)
            return name.hasPrefix("Array") || name.hasPrefix("[") ? Words.Data.aList : Words.Data.anotherKind
        }
    }
}
