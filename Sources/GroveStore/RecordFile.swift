import FoundationEssentials
import GroveCore
import GroveWords

/// A record kept one a line in a file of its kind: finished sessions in `sessions/YYYY-MM.json`,
/// events in `events.json` (see ``DataLayout``).
protocol FileRecord: Codable {
    /// The key the file holds its records under.
    static var listKey: String { get }
}

extension FinishedSession: FileRecord {
    static let listKey = "sessions"
}

extension LogEvent: FileRecord {
    static let listKey = "events"
}

/// A file of records: `{"schema":3,"KEY":[` on the first line, then one record a line, then `]}`, so the files diff and
/// synchronise well, and a damaged record is found by its line.
enum RecordFile<Record: FileRecord> {
    /// The file's bytes for `records`, in the order given.
    static func encode(_ records: [Record], path: String) throws(StoreError) -> Data {
        let encoder = JSONFormat.encoder()
        var data = Data(header(schema: SchemaEnvelope.current).utf8)
        data.append(UInt8(ascii: "\n"))
        do {
            for (index, record) in records.enumerated() {
                data.append(try encoder.encode(record))
                data.append(contentsOf: (index == records.count - 1 ? "\n" : ",\n").utf8)
            }
        } catch {
            throw .unreadable(path: path, problem: Words.Store.recordNotWritten(error: "\(error)"))
        }
        data.append(contentsOf: "]}\n".utf8)
        return data
    }

    /// The records of the file at `path`, whose bytes are `bytes`. When it does not read, the
    /// first record line that does not decode alone is named, with what is wrong with it.
    static func decode(_ bytes: [UInt8], path: String) throws(StoreError) -> [Record] {
        do {
            return try SchemaEnvelope.decode(Document.self, from: Data(bytes), path: path).records
        } catch .unreadable(let path, let problem) {
            guard let (line, lineProblem) = firstBadLine(in: bytes) else { throw .unreadable(path: path, problem: problem) }
            throw .unreadable(path: path, problem: Words.Store.atLine(line: String(line), problem: lineProblem))
        }
    }

    /// The records on the lines that still decode alone: what `grove doctor --repair` keeps of a damaged file.
    static func readable(in bytes: [UInt8]) -> [Record] {
        // The file's schema is unknown (it is damaged): a line of any version is kept.
        let decoder = SchemaEnvelope.decoder(schema: SchemaVersion.first)
        return lines(of: bytes).compactMap { _, line in
            guard line.first == UInt8(ascii: "{") else { return nil }
            return try? decoder.decode(Record.self, from: Data(line))
        }
    }

    /// The file's content beside its schema (which ``SchemaEnvelope`` checks).
    private struct Document: Decodable {
        let records: [Record]

        init(from decoder: Decoder) throws {
            records = try decoder.container(keyedBy: ListKey.self).decode([Record].self, forKey: ListKey())
        }
    }

    /// The key of the list, `Record.listKey`.
    private struct ListKey: CodingKey {
        let stringValue = Record.listKey
        let intValue: Int? = nil

        init() {}
        init?(stringValue: String) { guard stringValue == Record.listKey else { return nil } }
        init?(intValue: Int) { nil }
    }

    /// In a file laid out as grove writes it (the header on the first line), the first line after
    /// the header that is not a record decoding alone, and why; nil in any other layout.
    private static func firstBadLine(in bytes: [UInt8]) -> (line: Int, problem: String)? {
        let numbered = lines(of: bytes)
        guard let first = numbered.first, first.number == 1,
              String(decoding: first.text, as: UTF8.self).hasSuffix("\"\(Record.listKey)\":[")
        else { return nil }
        // The header closed is a file of no records: it says which schema the lines were written in.
        guard let schema = try? JSONFormat.decoder().decode(SchemaEnvelope.Probe.self, from: Data(first.text + "]}".utf8)).schema
        else { return nil }
        let decoder = SchemaEnvelope.decoder(schema: schema)
        for (number, line) in numbered.dropFirst() where !(line.elementsEqual("]}".utf8) && number == numbered.last?.number) {
            do {
                _ = try decoder.decode(Record.self, from: Data(line))
            } catch {
                return (number, JSONFormat.problem(error, values: Data(line)))
            }
        }
        return nil
    }

    /// The file's non-blank lines with their numbers, without surrounding spaces or a comma at the end.
    private static func lines(of bytes: [UInt8]) -> [(number: Int, text: ArraySlice<UInt8>)] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            var text = line
            while let last = text.last, last == UInt8(ascii: ",") || isSpace(last) { text = text.dropLast() }
            while let first = text.first, isSpace(first) { text = text.dropFirst() }
            return text.isEmpty ? nil : (index + 1, text)
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// The first line: the schema, then the key that opens the list.
    private static func header(schema: Int) -> String {
        "{\"\(SchemaEnvelope.Probe.CodingKeys.schema.stringValue)\":\(schema),\"\(Record.listKey)\":["
    }
}
