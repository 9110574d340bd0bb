import FoundationEssentials
import GroveCore

/// The format of a history month file, `history/YYYY-MM.json`:
/// `{"schema":1,"sessions":[` then one session per line, then `]}`.
///
/// One session per line keeps the file valid JSON a person can read and edit,
/// and lets ``MonthFileReader`` read it fast and report problems by line.
enum MonthFile {
    /// Roughly the bytes of one session line, to size the buffer once.
    private static let typicalLineBytes = 256

    /// The file's bytes for `sessions`, in the order given.
    static func encode(_ sessions: [FinishedSession]) -> [UInt8] {
        var writer = JSONWriter(capacity: (sessions.count + 1) * typicalLineBytes)
        writer.append(raw: "{")
        writer.append(key: StoredMonth.CodingKeys.schema)
        writer.append(integer: SchemaEnvelope.current)
        writer.append(raw: ",")
        writer.append(key: StoredMonth.CodingKeys.sessions)
        writer.append(raw: "[\n")
        for (index, session) in sessions.enumerated() {
            CanonicalSessionLine.write(session, to: &writer)
            writer.append(raw: index == sessions.count - 1 ? "\n" : ",\n")
        }
        writer.append(raw: "]}\n")
        return writer.bytes
    }

    /// Appends the sessions in `bytes`, read from `path`, that started within `interval`
    /// (all when nil) to `sessions`; on failure `sessions` is as it was.
    ///
    /// ``MonthFileReader`` reads it; only when it refuses the file does `JSONDecoder`
    /// read it too, because that reader refuses some valid JSON grove never
    /// writes. If `JSONDecoder` refuses it as well, the first message is
    /// reported: it names the line and the field.
    static func decode(
        _ bytes: [UInt8], path: String, startedIn interval: DateRange? = nil, into sessions: inout [FinishedSession]
    ) throws(StoreError) {
        let before = sessions.count
        let lean = bytes.withUnsafeBytes { raw in
            Result { () throws(ScanFailure) in try MonthFileReader.read(raw, startedIn: interval, into: &sessions) }
        }
        switch lean {
        case .success(.read):
            return
        case .success(.newerSchema(let found)):
            sessions.removeSubrange(before...)
            throw .newerVersion(path: path, found: found, supported: SchemaEnvelope.current)
        case .failure(let failure):
            sessions.removeSubrange(before...)
            let decoded: [FinishedSession]
            do {
                decoded = try SchemaEnvelope.decode(StoredMonth.self, from: Data(bytes), path: path).sessions
            } catch .unreadable {
                throw .unreadable(path: path, problem: failure.description)
            }
            sessions += decoded.filter { interval?.contains($0.startedAt) ?? true }
        }
    }
}
