import FoundationEssentials
import GroveCore
import GrovePlatform
import GroveWords

/// Writes this device's own logs only; other devices' files are only read. Each write is a durable replacement whose
/// old version is kept until the change ends (``finish()`` or ``undo()``); callers hold the store lock.
final class DeviceWriter {
    let layout: DataLayout
    /// The files written so far, so the derived totals can tell their own changes from a synchroniser's.
    private(set) var written: Set<String> = []
    /// Their previous versions, kept until the change is whole (``finish()``) or put back (``undo()``).
    private var replaced: [DurableFile.Replacement] = []

    init(layout: DataLayout) { self.layout = layout }

    /// Adds or replaces (by id) finished sessions in this device's months; returns
    /// whether every one was new there.
    func record(_ sessions: [FinishedSession]) throws(StoreError) -> Bool {
        try Self.checkRecordable(sessions)
        try DurableFile.makeFolder(layout.ownSessionsFolder)
        var allNew = true
        let byMonth = Dictionary(grouping: sessions) { HistoryMonth(containing: $0.startedAt) }
        for (month, additions) in byMonth.sorted(by: { $0.key < $1.key }) {
            let path = layout.monthPath(month, of: layout.device)
            var stored = try DeviceLogs.readMonth(at: path)
            var positions = Dictionary(stored.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
            for addition in additions {
                if let index = positions[addition.id] {
                    stored[index] = addition
                    allNew = false
                } else {
                    positions[addition.id] = stored.count
                    stored.append(addition)
                }
            }
            try write(RecordFile.encode(stored.sorted(by: FinishedSession.historyOrder), path: path), to: path)
        }
        return allNew
    }

    func append(_ events: [LogEvent]) throws(StoreError) {
        guard !events.isEmpty else { return }
        let path = layout.ownEventsPath
        let stored = try DeviceLogs.readEvents(at: path) ?? []
        let data = try RecordFile.encode(stored + events, path: path)
        try DurableFile.makeFolder(layout.ownFolder)
        try write(data, to: path)
    }

    func writeState(_ state: LiveRecord) throws(StoreError) {
        let stored = StoredLive(schema: SchemaEnvelope.current, host: Platform.hostName() ?? "", live: state)
        let data: Data
        do {
            data = try JSONFormat.encoder().encode(stored)
        } catch {
            throw .unreadable(path: layout.ownLivePath, problem: Words.Store.liveNotWritten(error: "\(error)"))
        }
        try DurableFile.makeFolder(layout.ownFolder)
        try write(data + Data("\n".utf8), to: layout.ownLivePath)
    }

    private func write(_ data: Data, to path: String) throws(StoreError) {
        replaced.append(try DurableFile.replaceUndoably(path, with: data))
        written.insert(path)
    }

    /// The change is whole: forget the previous versions. Every change ends with this or ``undo()``.
    func finish() {
        replaced.forEach { $0.finish() }
        replaced = []
    }

    /// The change failed: put back the previous versions, newest first.
    func undo() {
        replaced.reversed().forEach { $0.undo() }
        replaced = []
    }

    /// Refuses sessions the month reader would refuse to read back, before anything is written;
    /// this also keeps absurd dates away from the conversions that find their month.
    static func checkRecordable(_ sessions: [FinishedSession]) throws(StoreError) {
        for session in sessions {
            if let (field, problem) = SessionSanity.problem(in: session) {
                throw .invalidSession(id: session.id, field: field.rawValue, problem: problem)
            }
        }
    }
}
