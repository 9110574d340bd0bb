import FoundationEssentials
import Glibc
import GroveCore

/// The real ``SessionRepository``: JSON files in the data folder.
///
/// - `live.json`: the live record, the single source of truth for every grove process.
/// - `history/YYYY-MM.json`: finished sessions, one file per UTC month of their start.
/// - `grove.lock`: the cross-process lock every write holds.
///
/// Writes are durable replacements under the lock; reads need no lock because a
/// rename swaps a whole file at once.
public final class JSONSessionStore: SessionRepository, SessionImporting {
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

    public func loadGlance() throws -> LiveGlance {
        guard let data = try DurableFile.contents(of: livePath) else { return LiveGlance(session: nil, today: nil) }
        let finding = data.withUnsafeBytes { LiveSessionProbe.read($0) }
        if let finding, (1...SchemaEnvelope.current).contains(finding.schema) {
            return LiveGlance(session: finding.session, today: finding.today)
        }
        // Unusual or broken: the full decode says precisely what is wrong.
        let record = try loadLive()
        return LiveGlance(session: record.session, today: record.today)
    }

    public func update<Result>(_ change: (inout LiveRecord, inout [FinishedSession]) throws -> Result) throws -> Result {
        try whileLocked {
            let original = try readLive()
            var record = original
            var finished: [FinishedSession] = []
            let result = try change(&record, &finished)
            // History first: a kill between the two writes leaves the session both
            // live and finished, and the next command's upsert by id heals it. A
            // failure puts back every file already replaced: a failed save changes nothing.
            var replaced: [DurableFile.Replacement] = []
            do {
                if !finished.isEmpty { try appendToHistory(finished, replaced: &replaced) }
                if record != original { replaced.append(try writeLive(record)) }
            } catch {
                replaced.reversed().forEach { $0.undo() }
                cached = nil
                throw error
            }
            replaced.forEach { $0.finish() }
            return result
        }
    }

    public func history(startedIn interval: DateRange?) throws -> [FinishedSession] {
        var sessions: [FinishedSession] = []
        for month in try storedMonths() where interval.map({ overlaps(month, $0) }) ?? true {
            try readMonth(month, startedIn: interval, into: &sessions)
        }
        // Months are written sorted and read in order, so sorting is needed only after a hand edit;
        // checking is linear, sorting hundreds of thousands of sessions is not.
        if !Self.isInHistoryOrder(sessions) { sessions.sort(by: Self.historyOrder) }
        return sessions
    }

    /// Every tag the history holds, found without reading its sessions (see ``HistoryTags``).
    public func usedTags() throws -> Set<String> {
        var found = HistoryTags()
        for month in try storedMonths() {
            guard let bytes = try DurableFile.bytes(of: path(of: month)) else { continue }
            bytes.withUnsafeBytes { found.scan($0) }
        }
        return found.tags
    }

    /// Adds the sessions whose id is new to the history (see ``SessionImporting``).
    ///
    /// Under the store lock it reads the ids of every stored month first, so an
    /// unreadable or newer month stops the import before anything is written.
    /// Each touched month is then replaced durably; a kill part-way leaves some
    /// months done, and importing again adds just the rest.
    public func importSessions(_ sessions: [FinishedSession]) throws -> ImportSummary {
        try Self.checkRecordable(sessions)
        return try whileLocked {
            let targetMonths = Set(sessions.map { HistoryMonth(containing: $0.startedAt) })
            var held: Set<String> = []
            var storedInTargets: [HistoryMonth: [FinishedSession]] = [:]
            for month in try storedMonths() {
                let stored = try readMonth(month)
                held.formUnion(stored.lazy.map(\.id))
                if targetMonths.contains(month) { storedInTargets[month] = stored }
            }
            var additions: [HistoryMonth: [FinishedSession]] = [:]
            var added = 0
            for session in sessions where held.insert(session.id).inserted {
                additions[HistoryMonth(containing: session.startedAt), default: []].append(session)
                added += 1
            }
            if !additions.isEmpty { try DurableFile.makeFolder(historyFolder) }
            for (month, new) in additions.sorted(by: { $0.key < $1.key }) {
                try writeMonth(month, (storedInTargets[month] ?? []) + new)
            }
            return ImportSummary(added: added, skipped: sessions.count - added)
        }
    }

    /// Runs `body` holding the store lock, after sweeping temporary files a killed writer left.
    private func whileLocked<Result>(_ body: () throws -> Result) throws -> Result {
        try DurableFile.makeFolder(folder)
        let lock = try FileLock(path: lockPath)
        return try withExtendedLifetime(lock) {
            DurableFile.sweepTemporaries(in: folder)
            DurableFile.sweepTemporaries(in: historyFolder)
            return try body()
        }
    }

    // MARK: Live record

    private func readLive() throws(StoreError) -> LiveRecord {
        guard let data = try DurableFile.contents(of: livePath) else { return .empty }
        return try SchemaEnvelope.decode(StoredLive.self, from: data, path: livePath).live
    }

    private func writeLive(_ record: LiveRecord) throws -> DurableFile.Replacement {
        let data = try Self.encoder.encode(StoredLive(schema: SchemaEnvelope.current, live: record))
        cached = nil
        return try DurableFile.replaceUndoably(livePath, with: data + Data("\n".utf8))
    }

    // MARK: History

    /// Adds or replaces (by id) finished sessions in their months, adding each month
    /// file replaced to `replaced`.
    private func appendToHistory(_ finished: [FinishedSession], replaced: inout [DurableFile.Replacement]) throws {
        try Self.checkRecordable(finished)
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
            replaced.append(try DurableFile.replaceUndoably(path(of: month), with: monthBytes(sessions)))
        }
    }

    /// Refuses sessions the lean reader would refuse to read back, before anything is written;
    /// this also keeps absurd dates away from the conversions that find their month.
    private static func checkRecordable(_ sessions: [FinishedSession]) throws(StoreError) {
        for session in sessions {
            if let (field, problem) = SessionSanity.problem(in: session) {
                throw .invalidSession(id: session.id, field: field, problem: problem)
            }
        }
    }

    private func readMonth(_ month: HistoryMonth) throws(StoreError) -> [FinishedSession] {
        var sessions: [FinishedSession] = []
        try readMonth(month, into: &sessions)
        return sessions
    }

    /// Appends the month's sessions that started within `interval` (all when nil) to `sessions`.
    private func readMonth(
        _ month: HistoryMonth, startedIn interval: DateRange? = nil, into sessions: inout [FinishedSession]
    ) throws(StoreError) {
        let path = path(of: month)
        guard let bytes = try DurableFile.bytes(of: path) else { return }
        try MonthFile.decode(bytes, path: path, startedIn: interval, into: &sessions)
    }

    /// Replaces a month's file with `sessions`, in history order.
    private func writeMonth(_ month: HistoryMonth, _ sessions: [FinishedSession]) throws(StoreError) {
        try DurableFile.replace(path(of: month), with: monthBytes(sessions))
    }

    private func monthBytes(_ sessions: [FinishedSession]) -> Data {
        Data(MonthFile.encode(sessions.sorted(by: Self.historyOrder)))
    }

    /// Oldest first; the id breaks ties so the order never depends on how sessions arrived.
    private static func historyOrder(_ first: FinishedSession, _ second: FinishedSession) -> Bool {
        (first.startedAt, first.id) < (second.startedAt, second.id)
    }

    /// Compares fields in place rather than whole sessions, which would copy each one.
    private static func isInHistoryOrder(_ sessions: [FinishedSession]) -> Bool {
        for index in sessions.indices.dropFirst() {
            let earlier = sessions[index - 1].startedAt, later = sessions[index].startedAt
            if later < earlier || (later == earlier && sessions[index].id < sessions[index - 1].id) { return false }
        }
        return true
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

    /// Encodes `live.json`.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()
}
