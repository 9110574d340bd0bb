import FoundationEssentials
import GroveCore
import GroveText
import GroveWords

/// Decodes one CSV record into a `Decodable` type, so grove's CSV is read by the same `init(from:)` as its JSON: the header
/// names the keys, a cell's text becomes the type asked for (number, ISO 8601 date, enum case), an empty cell is null.
/// It mirrors ``CSVRecordEncoder``: the guard against formulas is taken off (``SpreadsheetText``), giving the stored text.
struct CSVRecordDecoder: Decoder {
    let values: [String: String]
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    /// The record whose header is `header` and whose cells are `cells`, one for each column.
    init(header: [String], cells: [String], userInfo: [CodingUserInfoKey: Any]) {
        values = Dictionary(zip(header, cells), uniquingKeysWith: { first, _ in first })
        self.userInfo = userInfo
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Row(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: codingPath, debugDescription: "a CSV record holds no lists"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(Any.self, .init(codingPath: codingPath, debugDescription: "a CSV record is a row of named cells"))
    }

    /// The record's cells by column name.
    private struct Row<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: CSVRecordDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }
        var allKeys: [Key] { decoder.values.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { decoder.values[key.stringValue] != nil }

        func decodeNil(forKey key: Key) throws -> Bool { try cell(key).text.isEmpty }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try cell(key).decode(type) }

        private func cell(_ key: Key) throws -> Cell {
            guard let text = decoder.values[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no column \(key.stringValue)"))
            }
            return Cell(text: SpreadsheetText.text(ofCell: text), codingPath: codingPath + [key], userInfo: decoder.userInfo)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey> {
            throw DecodingError.typeMismatch(type, .init(codingPath: codingPath + [key], debugDescription: "a cell holds no fields"))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch([Any].self, .init(codingPath: codingPath + [key], debugDescription: "a cell holds no list"))
        }

        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { try cell(key) }
    }

    /// One cell's text, read as the type asked for.
    private struct Cell: Decoder, SingleValueDecodingContainer {
        let text: String
        let codingPath: [any CodingKey]
        let userInfo: [CodingUserInfoKey: Any]

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            throw DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "a cell holds no fields"))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch([Any].self, .init(codingPath: codingPath, debugDescription: "a cell holds no list"))
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

        func decodeNil() -> Bool { text.isEmpty }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            if type == String.self, let text = text as? T { return text }
            if type == Date.self {
                guard let date = ISOTime.date(text) as? T else { throw mismatch(Words.Importing.cellNotADate) }
                return date
            }
            if let number = type as? any LosslessStringConvertible.Type {
                guard let value = number.init(text) as? T else { throw mismatch(Words.Importing.cellNotANumber) }
                return value
            }
            return try T(from: self)
        }

        /// The cell's text is not what its column holds; `sentence` says so, given the column and the text.
        private func mismatch(_ sentence: (_ field: String, _ value: String) -> String) -> DecodingError {
            let field = codingPath.last?.stringValue ?? ""
            return .dataCorrupted(.init(codingPath: codingPath, debugDescription: sentence(field, PrintableText.escaped(text))))
        }
    }
}
