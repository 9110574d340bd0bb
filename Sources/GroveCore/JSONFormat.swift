import FoundationEssentials

/// grove's one way of writing and reading JSON, kept or printed, through the record types' `Codable`. Keys are sorted so a
/// record is always the same text (files diff and synchronise well); kept dates are seconds since 2001, exact round trips.
public enum JSONFormat {
    public enum Dates: Sendable {
        /// Seconds since 2001-01-01 UTC, as a number: the data files.
        case stored
        /// ISO 8601 text in UTC, whole seconds (``ISOTime``): what grove prints and imports.
        case printed
    }

    public static func encoder(dates: Dates = .stored) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if dates == .printed {
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
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date such as 2026-11-21T09:00:00Z")
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
    /// caller names itself). Given the failed text, text that is not JSON is named by line and column.
    public static func problem(_ error: Error, in data: Data? = nil, skipping: Int = 0) -> String {
        guard let decodingError = error as? DecodingError else { return "\(error)" }
        let (context, what): (DecodingError.Context, String) = switch decodingError {
        case .dataCorrupted(let context):
            // JSONDecoder says only that the data "was not valid JSON"; say where.
            (context, context.codingPath.isEmpty
                ? (data.flatMap { JSONSyntaxProblem.find(in: $0) }.map { "it is not valid JSON: \($0)" } ?? "it is not valid JSON")
                : context.debugDescription)
        case .keyNotFound(let key, let context): (context, "the field \"\(key.stringValue)\" is missing")
        case .typeMismatch(_, let context): (context, "a value has the wrong type (\(context.debugDescription))")
        case .valueNotFound(_, let context): (context, "a value is missing (\(context.debugDescription))")
        @unknown default: (DecodingError.Context(codingPath: [], debugDescription: ""), "\(error)")
        }
        var path = context.codingPath.dropFirst(skipping)
        // A problem grove words itself already starts with the field's name.
        if case .dataCorrupted = decodingError, let field = path.last, what.hasPrefix(field.stringValue + " ") { path = path.dropLast() }
        let location = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        let words = what.hasSuffix(".") ? String(what.dropLast()) : what
        return location.isEmpty ? words : "at \(location.hasPrefix(".") ? location.dropFirst() : location[...]): \(words)"
    }
}
