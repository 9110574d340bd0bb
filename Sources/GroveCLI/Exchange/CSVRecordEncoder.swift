import FoundationEssentials
import GroveCore
import GroveText

/// Encodes one record into a CSV row through its `encode(to:)`, the mirror of ``CSVRecordDecoder``, so grove's CSV is
/// written by the same code as its JSON: each key is a column, a number is in its shortest form, a date in ISO 8601, a
/// list its items separated by spaces, nil an empty cell. Text is escaped for a terminal, where a CSV is often read, and
/// guarded from running as a formula in a spreadsheet (``SpreadsheetText``).
struct CSVRecordEncoder: Encoder {
    /// The cells of `record` in the order of `columns`; a column the record has no value for is empty.
    static func cells(of record: some Encodable, columns: [String]) throws -> [String] {
        let row = Row()
        try record.encode(to: CSVRecordEncoder(row: row))
        return columns.map { row.cells[$0] ?? "" }
    }

    /// The cells written so far, by column.
    private final class Row {
        var cells: [String: String] = [:]
    }

    private let row: Row
    let codingPath: [any CodingKey] = []
    /// A CSV is printed: its seconds are ``PrintedSeconds``.
    let userInfo: [CodingUserInfoKey: Any] = [.grovePrinted: true]

    private init(row: Row) {
        self.row = row
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Columns(row: row, userInfo: userInfo))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        Cell(codingPath: codingPath, userInfo: userInfo, refusal: "a CSV record is a row of named cells, not a list")
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Cell(codingPath: codingPath, userInfo: userInfo, refusal: "a CSV record is a row of named cells, not one value")
    }

    /// The record's fields, each into the cell of its column.
    private struct Columns<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let row: Row
        let userInfo: [CodingUserInfoKey: Any]
        let codingPath: [any CodingKey] = []

        mutating func encodeNil(forKey key: Key) throws { row.cells[key.stringValue] = "" }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            let cell = Cell(codingPath: [key], userInfo: userInfo, refusal: nil)
            try cell.encode(value)
            row.cells[key.stringValue] = cell.text
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Refusing(codingPath: [key], reason: "a cell holds no fields"))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Cell(codingPath: [key], userInfo: [:], refusal: "a cell holds no list of lists")
        }

        mutating func superEncoder() -> any Encoder { Cell(codingPath: codingPath, userInfo: [:], refusal: "a CSV row has no super") }

        mutating func superEncoder(forKey key: Key) -> any Encoder { Cell(codingPath: [key], userInfo: [:], refusal: "a cell has no super") }
    }

    /// One cell's text, written from the value given: one value, or a list of them separated by spaces. A cell that
    /// cannot hold what it is given (`refusal` says why) throws when a value is encoded.
    private final class Cell: Encoder, SingleValueEncodingContainer, UnkeyedEncodingContainer {
        let codingPath: [any CodingKey]
        let userInfo: [CodingUserInfoKey: Any]
        private let refusal: String?
        private var items: [String] = []

        init(codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any], refusal: String?) {
            self.codingPath = codingPath
            self.userInfo = userInfo
            self.refusal = refusal
        }

        /// The cell as written: a list's items separated by spaces, text escaped and never run as a formula.
        var text: String { isText ? SpreadsheetText.cell(PrintableText.escaped(items.joined(separator: " "))) : items.joined() }
        /// Whether the cell holds text, not a number.
        private var isText = false

        var count: Int { items.count }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Refusing(codingPath: codingPath, reason: refusal ?? "a cell holds no fields"))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer { self }
        func singleValueContainer() -> any SingleValueEncodingContainer { self }

        func encodeNil() throws { try check(nil) }

        func encode<T: Encodable>(_ value: T) throws {
            switch value {
            case let text as String:
                isText = true
                try check(text)
            case let date as Date: try check(ISOTime.text(date))
            case let number as Double: try check(NumberText.shortest(number))
            case let number as any BinaryInteger: try check("\(number)")
            case let flag as Bool: try check(flag ? "true" : "false")
            default: try value.encode(to: self)
            }
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            container(keyedBy: keyType)
        }

        func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            Cell(codingPath: codingPath, userInfo: userInfo, refusal: "a cell holds no list of lists")
        }

        func superEncoder() -> any Encoder { self }

        /// Adds `item` to the cell (nothing for nil), unless the cell refuses values.
        private func check(_ item: String?) throws {
            if let refusal { throw EncodingError.invalidValue(item as Any, .init(codingPath: codingPath, debugDescription: refusal)) }
            if let item { items.append(item) }
        }
    }

    /// What a cell gives for fields: it throws as soon as one is written.
    private struct Refusing<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let codingPath: [any CodingKey]
        let reason: String

        private func refuse(_ key: Key) -> EncodingError {
            .invalidValue(key.stringValue, .init(codingPath: codingPath + [key], debugDescription: reason))
        }

        mutating func encodeNil(forKey key: Key) throws { throw refuse(key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { throw refuse(key) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Refusing<NestedKey>(codingPath: codingPath + [key], reason: reason))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Cell(codingPath: codingPath + [key], userInfo: [:], refusal: reason)
        }

        mutating func superEncoder() -> any Encoder { Cell(codingPath: codingPath, userInfo: [:], refusal: reason) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { Cell(codingPath: codingPath + [key], userInfo: [:], refusal: reason) }
    }
}
