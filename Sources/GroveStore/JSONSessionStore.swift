import FoundationEssentials
import Glibc
import GroveCore

/// The real ``SessionRepository``: JSON files in the data folder.
///
/// - `live.json`: the live record, the single source of truth for every grove process.
/// - `history/YYYY-MM.json`: finished sessions, one file per UTC month of their start.
/// - `grove.lock`: the cross-process lock every write holds.
///
/// Writes are durable replacements under the lock; reads of `live.json` need no
/// lock because a rename swaps the whole file at once.
public final class JSONSessionStore: SessionRepository {
    public let folder: String
    public var livePath: String { "\(folder)/live.json" }
    public var historyFolder: String { "\(folder)/history" }
    public var lockPath: String { "\(folder)/grove.lock" }

    private var cached: (identity: FileIdentity, record: LiveRecord)?

    public init(folder: String) {
        self.folder = folder
    }

    public func loadLive() throws -> LiveRecord {
        guard let identity = try FileIdentity(path: livePath) else {
            cached = nil
            return .empty
        }
        if let cached, cached.identity == identity { return cached.record }
        let record = try readLive()
        cached = (identity, record)
        return record
    }

    public func update<Result>(_ change: (inout LiveRecord, inout [FinishedSession]) throws -> Result) throws -> Result {
        try DurableFile.makeFolder(folder)
        let lock = try FileLock(path: lockPath)
        return try withExtendedLifetime(lock) {
            DurableFile.sweepTemporaries(in: folder)
            DurableFile.sweepTemporaries(in: historyFolder)
            let original = try readLive()
            var record = original
            var finished: [FinishedSession] = []
            let result = try change(&record, &finished)
            // History first: a kill between the two writes leaves the session both
            // live and finished, and the next command's upsert by id heals it.
            if !finished.isEmpty { try appendToHistory(finished) }
            if record != original { try writeLive(record) }
            return result
        }
    }

    public func history(startedIn interval: DateRange?) throws -> [FinishedSession] {
        var sessions: [FinishedSession] = []
        for month in try storedMonths() where interval.map({ overlaps(month, $0) }) ?? true {
            sessions += try readMonth(month).filter { interval?.contains($0.startedAt) ?? true }
        }
        return sessions.sorted { ($0.startedAt, $0.id) < ($1.startedAt, $1.id) }
    }

    // MARK: Live record

    private func readLive() throws(StoreError) -> LiveRecord {
        guard let data = try DurableFile.contents(of: livePath) else { return .empty }
        return try SchemaEnvelope.decode(StoredLive.self, from: data, path: livePath).live
    }

    private func writeLive(_ record: LiveRecord) throws {
        let data = try Self.encoder.encode(StoredLive(schema: SchemaEnvelope.current, live: record))
        try DurableFile.replace(livePath, with: data + Data("\n".utf8))
        cached = nil
    }

    // MARK: History

    private func appendToHistory(_ finished: [FinishedSession]) throws {
        try DurableFile.makeFolder(historyFolder)
        let byMonth = Dictionary(grouping: finished) { HistoryMonth(containing: $0.startedAt) }
        for (month, additions) in byMonth.sorted(by: { $0.key < $1.key }) {
            var sessions = try readMonth(month)
            var positions = Dictionary(sessions.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
            for addition in additions {
                if let index = positions[addition.id] {
                    sessions[index] = addition
                } else {
                    positions[addition.id] = sessions.count
                    sessions.append(addition)
                }
            }
            sessions.sort { ($0.startedAt, $0.id) < ($1.startedAt, $1.id) }
            try DurableFile.replace(path(of: month), with: try Self.encodeMonth(sessions))
        }
    }

    private func readMonth(_ month: HistoryMonth) throws(StoreError) -> [FinishedSession] {
        let path = path(of: month)
        guard let data = try DurableFile.contents(of: path) else { return [] }
        return try SchemaEnvelope.decode(StoredMonth.self, from: data, path: path).sessions
    }

    private func storedMonths() throws(StoreError) -> [HistoryMonth] {
        guard let directory = opendir(historyFolder) else {
            if errno == ENOENT { return [] }
            throw .system(path: historyFolder, operation: "list", errno: errno)
        }
        defer { closedir(directory) }
        var months: [HistoryMonth] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if let month = HistoryMonth(fileName: name) { months.append(month) }
        }
        return months.sorted()
    }

    func path(of month: HistoryMonth) -> String {
        "\(historyFolder)/\(month.fileName)"
    }

    private func overlaps(_ month: HistoryMonth, _ interval: DateRange) -> Bool {
        start(of: month) < interval.end && start(of: month.next) > interval.start
    }

    private func start(of month: HistoryMonth) -> Date {
        var fields = tm()
        fields.tm_year = Int32(month.year - 1900)
        fields.tm_mon = Int32(month.month - 1)
        fields.tm_mday = 1
        return Date(timeIntervalSince1970: TimeInterval(timegm(&fields)))
    }

    // MARK: Encoding

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    /// One session per line inside a valid JSON document.
    private static func encodeMonth(_ sessions: [FinishedSession]) throws -> Data {
        var data = Data("{\"schema\":\(SchemaEnvelope.current),\"sessions\":[\n".utf8)
        for (index, session) in sessions.enumerated() {
            data += try encoder.encode(session)
            data += Data((index == sessions.count - 1 ? "\n" : ",\n").utf8)
        }
        data += Data("]}\n".utf8)
        return data
    }
}
