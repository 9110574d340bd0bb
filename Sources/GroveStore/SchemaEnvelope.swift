import FoundationEssentials
import GroveCore
import GroveWords

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

    /// Decodes `data` read from `path`, checking its schema version first. The file is read as the current schema in one
    /// pass (a decoder scans the whole file, whatever it takes from it); a file of an older schema is read again as its own.
    static func decode<Content: Decodable>(_ type: Content.Type, from data: Data, path: String) throws(StoreError) -> Content {
        do {
            do {
                return try decoder(schema: current).decode(Versioned<Content>.self, from: data).content
            } catch let other as OtherSchema {
                guard other.found <= current else { throw StoreError.newerVersion(path: path, found: other.found, supported: current) }
                guard other.found >= SchemaVersion.first else {
                    throw StoreError.unreadable(path: path, problem: Words.Store.notAGroveSchema(schema: String(other.found)))
                }
                return try decoder(schema: other.found).decode(Versioned<Content>.self, from: data).content
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw .unreadable(path: path, problem: JSONFormat.problem(error, in: data))
        }
    }

    /// The content of a file read as the schema its decoder was made for, once the file says it is of that schema.
    private struct Versioned<Content: Decodable>: Decodable {
        let content: Content

        init(from decoder: Decoder) throws {
            let found = try decoder.container(keyedBy: Probe.CodingKeys.self).decode(Int.self, forKey: .schema)
            guard found == decoder.userInfo[.groveSchema] as? Int else { throw OtherSchema(found: found) }
            content = try Content(from: decoder)
        }
    }

    /// The schema a file says it is of, when it is not the one it was being read as.
    private struct OtherSchema: Error {
        let found: Int
    }

    /// A decoder for a file of `schema`: sessions and the live record read the fields their version wrote.
    static func decoder(schema: Int = current) -> JSONDecoder {
        let decoder = JSONFormat.decoder()
        decoder.userInfo[.groveSchema] = schema
        return decoder
    }
}
