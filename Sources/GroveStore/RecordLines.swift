import FoundationEssentials
import GroveCore

/// The layout of the files that hold a list of records, `sessions/YYYY-MM.json` and
/// `events.json` (see ``DataLayout``): `{"schema":2,"KEY":[` on the first line, then one
/// record a line, then `]}`. Each record is encoded on its own, so the files diff and
/// synchronise well, and a damaged one is found by its line.
enum RecordLines {
    /// The file's bytes for `records`, in the order given, under `key`.
    static func encode<Record: Encodable>(_ records: [Record], under key: some CodingKey, path: String) throws(StoreError) -> Data {
        let encoder = JSONFormat.encoder()
        var data = Data(header(key, schema: SchemaEnvelope.current).utf8)
        data.append(UInt8(ascii: "\n"))
        do {
            for (index, record) in records.enumerated() {
                data.append(try encoder.encode(record))
                data.append(contentsOf: (index == records.count - 1 ? "\n" : ",\n").utf8)
            }
        } catch {
            throw .unreadable(path: path, problem: "a record could not be written: \(error)")
        }
        data.append(contentsOf: "]}\n".utf8)
        return data
    }

    /// The file at `path`, its records under `key`. When it does not read, the first record
    /// line that does not decode alone is named, with what is wrong with it.
    static func decode<Document: Decodable, Record: Decodable>(
        _ type: Document.Type, from bytes: [UInt8], path: String, records _: Record.Type, under key: some CodingKey
    ) throws(StoreError) -> Document {
        do {
            return try SchemaEnvelope.decode(Document.self, from: Data(bytes), path: path)
        } catch .unreadable(let path, let problem) {
            guard let (line, lineProblem) = firstBadLine(in: bytes, as: Record.self, under: key) else {
                throw .unreadable(path: path, problem: problem)
            }
            throw .unreadable(path: path, problem: "line \(line): \(lineProblem)")
        }
    }

    /// The records on the lines that still decode alone: what `grove doctor --repair` keeps of a damaged file.
    static func readable<Record: Decodable>(in bytes: [UInt8], as _: Record.Type) -> [Record] {
        // The file's schema is unknown (it is damaged): a line of any version is kept.
        let decoder = SchemaEnvelope.decoder(schema: SchemaVersion.first)
        return lines(of: bytes).compactMap { _, line in
            guard line.first == UInt8(ascii: "{") else { return nil }
            return try? decoder.decode(Record.self, from: Data(line))
        }
    }

    /// In a file laid out as grove writes it (the header on the first line), the first line after
    /// the header that is not a record decoding alone, and why; nil in any other layout.
    private static func firstBadLine<Record: Decodable>(
        in bytes: [UInt8], as _: Record.Type, under key: some CodingKey
    ) -> (line: Int, problem: String)? {
        let numbered = lines(of: bytes)
        guard let first = numbered.first, first.number == 1,
              String(decoding: first.text, as: UTF8.self).hasSuffix("\"\(key.stringValue)\":[")
        else { return nil }
        // The header closed is a file of no records: it says which schema the lines were written in.
        guard let schema = try? JSONFormat.decoder().decode(SchemaEnvelope.Probe.self, from: Data(first.text + "]}".utf8)).schema
        else { return nil }
        let decoder = SchemaEnvelope.decoder(schema: schema)
        for (number, line) in numbered.dropFirst() where !(line.elementsEqual("]}".utf8) && number == numbered.last?.number) {
            do {
                _ = try decoder.decode(Record.self, from: Data(line))
            } catch {
                return (number, JSONFormat.problem(error))
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
    private static func header(_ key: some CodingKey, schema: Int) -> String {
        "{\"\(SchemaEnvelope.Probe.CodingKeys.schema.stringValue)\":\(schema),\"\(key.stringValue)\":["
    }
}
