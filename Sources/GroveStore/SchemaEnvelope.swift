import FoundationEssentials
import GroveCore

/// Every file grove writes carries `"schema": N` beside its content.
///
/// Reading checks the version first, so a file from a newer grove is reported
/// (and never overwritten) instead of being misread.
enum SchemaEnvelope {
    /// The schema version this grove writes and understands.
    static let current = SchemaVersion.current

    private struct Probe: Decodable {
        let schema: Int
    }

    /// Decodes `data` read from `path`, checking its schema version first.
    static func decode<Content: Decodable>(_ type: Content.Type, from data: Data, path: String) throws(StoreError) -> Content {
        let schema: Int
        do {
            schema = try JSONDecoder().decode(Probe.self, from: data).schema
        } catch {
            throw .unreadable(path: path, problem: describe(error, in: data))
        }
        guard schema <= current else { throw .newerVersion(path: path, found: schema, supported: current) }
        guard schema >= 1 else { throw .unreadable(path: path, problem: "schema \(schema) is not a grove schema") }
        let decoder = JSONDecoder()
        // Sessions and the live record read the fields their version wrote.
        decoder.userInfo[.groveSchema] = schema
        do {
            return try decoder.decode(Content.self, from: data)
        } catch {
            throw .unreadable(path: path, problem: describe(error, in: data))
        }
    }

    /// Says where in the file `data` decoding failed, in words a person can act on.
    static func describe(_ error: Error, in data: Data) -> String {
        guard let decodingError = error as? DecodingError else { return "\(error)" }
        let (context, what): (DecodingError.Context, String) = switch decodingError {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // JSONDecoder says only that the data "was not valid JSON"; say where.
            (context, JSONSyntaxProblem.find(in: data).map { "not valid JSON: \($0)" } ?? context.debugDescription)
        case .dataCorrupted(let context): (context, context.debugDescription)
        case .keyNotFound(let key, let context): (context, "the field \"\(key.stringValue)\" is missing")
        case .typeMismatch(_, let context): (context, "a value has the wrong type (\(context.debugDescription))")
        case .valueNotFound(_, let context): (context, "a value is missing (\(context.debugDescription))")
        @unknown default: (DecodingError.Context(codingPath: [], debugDescription: ""), "\(error)")
        }
        let location = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return location.isEmpty ? what : "at \(location): \(what)"
    }
}
