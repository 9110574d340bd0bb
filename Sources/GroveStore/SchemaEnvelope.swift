import FoundationEssentials
import GroveCore

/// Every file grove writes carries `"schema": N`, checked first on reading so a newer grove's file is reported (and never
/// overwritten), not misread.
enum SchemaEnvelope {
    static let current = SchemaVersion.current

    /// What every file says first: its version.
    struct Probe: Decodable {
        enum CodingKeys: String, CodingKey {
            case schema
        }

        let schema: Int
    }

    /// Decodes `data` read from `path`, checking its schema version first.
    static func decode<Content: Decodable>(_ type: Content.Type, from data: Data, path: String) throws(StoreError) -> Content {
        let schema: Int
        do {
            schema = try JSONFormat.decoder().decode(Probe.self, from: data).schema
        } catch {
            throw .unreadable(path: path, problem: JSONFormat.problem(error, in: data))
        }
        guard schema <= current else { throw .newerVersion(path: path, found: schema, supported: current) }
        guard schema >= SchemaVersion.first else { throw .unreadable(path: path, problem: "schema \(schema) is not a grove schema") }
        do {
            return try decoder(schema: schema).decode(Content.self, from: data)
        } catch {
            throw .unreadable(path: path, problem: JSONFormat.problem(error, in: data))
        }
    }

    /// A decoder for a file of `schema`: sessions and the live record read the fields their version wrote.
    static func decoder(schema: Int = current) -> JSONDecoder {
        let decoder = JSONFormat.decoder()
        decoder.userInfo[.groveSchema] = schema
        return decoder
    }
}
