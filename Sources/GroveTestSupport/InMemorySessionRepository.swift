import FoundationEssentials
import GroveCore

/// The contract's mock ModelContext: keeps everything in memory, counts saves,
/// and can be told to fail them.
public final class InMemorySessionRepository: SessionRepository, SessionImporting, HistoryAmending, DataChecking {
    /// A save failure, as a full disk would give.
    public struct SaveFailure: Error, CustomStringConvertible {
        public var description: String { "the disk is full" }
    }

    /// A read failure, as an unreadable disk would give.
    public struct ReadFailure: Error, CustomStringConvertible {
        public var description: String { "the disk cannot be read" }
    }

    public private(set) var live: LiveRecord
    public private(set) var finished: [FinishedSession] = []
    /// The ids of deleted sessions: an import never brings them back, as in the real store.
    private var deleted: Set<String> = []
    public private(set) var savedCount = 0
    /// Every correction made, in order.
    public private(set) var amendments: [SessionAmendment] = []
    /// Calls of `update`, which takes the real store's lock even when nothing changes.
    public private(set) var updateCount = 0
    public private(set) var loadCount = 0
    /// Sessions growing on other devices, as another device's live file would hold them.
    public var elsewhere: [SessionElsewhere] = []
    public private(set) var elsewhereLoadCount = 0
    /// While true, every save throws ``SaveFailure`` and stores nothing.
    public var failSaves = false
    /// While true, every read throws ``ReadFailure`` before any change is asked for.
    public var failReads = false

    /// The calendar rewards are recounted in after a correction, as the real store derives them.
    private let calendar: LocalCalendar

    public init(live: LiveRecord = .empty, calendar: LocalCalendar = FixedOffsetCalendar.utc) {
        self.live = live
        self.calendar = calendar
    }

    public func loadLive() throws -> LiveRecord {
        loadCount += 1
        if failReads { throw ReadFailure() }
        return live
    }

    public func sessionsElsewhere() throws -> [SessionElsewhere] {
        elsewhereLoadCount += 1
        if failReads { throw ReadFailure() }
        return elsewhere
    }

    public func update<Result>(_ change: (inout LiveRecord, inout [FinishedSession]) throws -> Result) throws -> Result {
        updateCount += 1
        var record = try loadLive()
        var added: [FinishedSession] = []
        let result = try change(&record, &added)
        guard record != live || !added.isEmpty else { return result }
        if failSaves { throw SaveFailure() }
        live = record
        // Like the real store: a session recorded again replaces the first copy.
        for session in added {
            if let index = finished.firstIndex(where: { $0.id == session.id }) {
                finished[index] = session
            } else {
                finished.append(session)
            }
        }
        savedCount += 1
        return result
    }

    public func history(startedIn interval: DateRange?) throws -> [FinishedSession] {
        finished.filter { interval?.contains($0.startedAt) ?? true }.sorted(by: FinishedSession.historyOrder)
    }

    public func importSessions(_ sessions: [FinishedSession], dryRun: Bool) throws -> ImportSummary {
        let known = Set(finished.map(\.id))
        let summary = ImportSummary(sorting: sessions, held: known.contains, deleted: deleted.contains)
        guard !dryRun else { return summary }
        if failSaves { throw SaveFailure() }
        finished += summary.added
        if !summary.added.isEmpty { savedCount += 1 }
        return summary
    }

    public func amend(_ amendment: SessionAmendment) throws {
        if failSaves { throw SaveFailure() }
        amendments.append(amendment)
        switch amendment {
        case .delete(let id):
            finished.removeAll { $0.id == id }
            deleted.insert(id)
        case .edit(let id, let tag, let species, let note):
            finished = finished.map { $0.id == id ? $0.relabelled(tag: tag, species: species, note: note) : $0 }
        }
        // The real store derives rewards from the history, so they follow a correction at once.
        live.rewards = RewardLedger.recount(finished, unlocks: live.rewards.unlocked, calendar: calendar)
        savedCount += 1
    }

    /// Memory holds no files, so there is nothing to find damaged.
    public func problems() throws -> [DataProblem] { [] }

    public func isEmpty() throws -> Bool { live == .empty && finished.isEmpty }

    /// Memory holds no files, so there is nothing to move aside.
    public func repair() throws -> [String] { [] }

    /// Replaces the stored record, as another grove process would.
    public func simulateOutsideChange(_ record: LiveRecord) { live = record }
}
