import FoundationEssentials
import GroveCore
import GrovePlatform

/// The real ``SessionRepository`` (``DataLayout``): writes this device's logs under its lock; reads every device's without
/// one (a rename swaps a whole file), deriving shared numbers (``DerivedTotals``). Its clock and id maker are given.
public final class JSONSessionStore: SessionRepository, SessionImporting, HistoryAmending, DataChecking {
    public let folder: String
    public let device: String
    /// The calendar streaks and achievements are counted in.
    private let calendar: LocalCalendar
    private let clock: WallClock
    private let makeID: () -> String
    private let layout: DataLayout
    private var logs: DeviceLogs { DeviceLogs(layout: layout) }
    /// The live record as last read, with the live file's identity and the logs' digest it was read from:
    /// a screen polling every second re-reads nothing until one changes.
    private var cached: (identity: FileIdentity?, sources: String, record: LiveRecord)?
    /// The totals last read or counted, used again while the logs they count keep their identities.
    private var lastTotals: DerivedTotals?
    /// The forest's month tallies as last read or counted, so one command reads the cache once.
    private var forestCache: ForestTallyCache?

    public init(
        folder: String, device: String, calendar: LocalCalendar = FixedOffsetCalendar.utc, clock: WallClock,
        makeID: @escaping () -> String
    ) {
        self.folder = folder
        self.device = device
        self.calendar = calendar
        self.clock = clock
        self.makeID = makeID
        layout = DataLayout(folder: folder, device: device)
    }

    public var livePath: String { layout.ownLivePath }
    /// This and the other known devices' live and event files, for a screen to watch (an event elsewhere may delete its
    /// tree); a device that appears later is found by the screen's regular reads.
    public var watchedPaths: [String] {
        let others = ((try? logs.devices()) ?? []).filter { $0 != device }
        return ([device] + others).flatMap { [layout.livePath(of: $0), layout.eventsPath(of: $0)] }
    }

    public func loadLive() throws -> LiveRecord {
        try migrateIfNeeded()
        let identity = try FileIdentity(path: livePath)
        // Another device's logs change the record too: a deletion there may forget its last session.
        let totals = try totals().totals
        if let cached, cached.identity == identity, cached.sources == totals.sources { return cached.record }
        let record = try liveRecord(try readState(), totals: totals)
        cached = (identity, totals.sources, record)
        return record
    }

    /// This device's live state with the rewards and the day's trees every device's logs add up to; a last session
    /// deleted since, here or on another device, is forgotten (``LiveRecord/forgetDeletedLastFinished()``).
    private func liveRecord(_ state: LiveRecord, totals: DerivedTotals) throws(StoreError) -> LiveRecord {
        var record = state
        (record.rewards, record.today) = (totals.ledger, totals.lastDay)
        if let last = record.lastFinished, Amendments(try logs.events()).deletes(last.id) {
            record.forgetDeletedLastFinished()
        }
        return record
    }

    /// Reads this device's live file alone: never the history, nor another device's files.
    public func loadGlance() throws -> LiveGlance {
        try migrateIfNeeded()
        return LiveGlance(session: try readState().session)
    }

    public func sessionsElsewhere() throws -> [SessionElsewhere] {
        try migrateIfNeeded()
        return try logs.otherLiveSessions()
    }

    public func update<Result>(_ change: (inout LiveRecord, inout [FinishedSession]) throws -> Result) throws -> Result {
        try whileLocked { writer in
            let state = try readState()
            let (before, identities) = try totals()
            let original = try liveRecord(state, totals: before)
            var record = original
            var finished: [FinishedSession] = []
            let result = try change(&record, &finished)
            let unlocks = record.rewards.unlocked.filter { !original.rewards.unlocked.contains($0) }
            let events = unlocks.map { LogEvent(id: makeID(), at: clock.now(), change: .unlock(species: $0)) }
            cached = nil
            // Sessions first: a kill between writes leaves a session live and finished, which the next upsert by id heals.
            // A failure puts back every file already replaced: a failed save changes nothing.
            let allNew: Bool
            do {
                allNew = try finished.isEmpty || writer.record(finished)
                try writer.append(events)
                var newState = record
                // The file keeps no rewards, and another device's trees change the derived tally, not this device's file.
                newState.rewards = state.rewards
                if record.today == original.today { newState.today = state.today }
                if newState != state { try writer.writeState(newState) }
            } catch {
                writer.undo()
                throw error
            }
            writer.finish()
            try keepFresh(before, counted: identities, adding: allNew ? finished : nil, unlocks: unlocks, writer: writer)
            return result
        }
    }

    public func history(startedIn interval: DateRange?) throws -> [FinishedSession] {
        try migrateIfNeeded()
        return try logs.sessions(startedIn: interval, events: try logs.events())
    }

    public func grownDays(tag: String?, calendar: LocalCalendar) throws -> GrownDays {
        if DerivedTotals.key(of: calendar) == DerivedTotals.key(of: self.calendar) {
            try migrateIfNeeded()
            if let days = try totals().totals.grownDays(tag: tag) { return days }
        }
        return FinishedSession.grownDays(in: try history(startedIn: nil), tag: tag, calendar: calendar)
    }

    /// A tag's tally is counted from its sessions; every tag's comes from the months kept
    /// in the forest cache (see ``ForestTallyCache``), reading only the months that changed.
    public func forestTally(startedIn interval: DateRange?, tag: String?, calendar: LocalCalendar) throws -> ForestTally {
        try migrateIfNeeded()
        guard tag == nil else {
            return ForestTally(counting: try history(startedIn: interval).filter { $0.tag == tag }, calendar: calendar)
        }
        let key = DerivedTotals.key(of: calendar)
        var cache = forestCache.flatMap { $0.calendar == key ? $0 : nil }
            ?? ForestTallyCache.load(at: layout.forestCachePath, calendarKey: key)
        let (tally, counted) = try cache.tally(of: logs, startedIn: interval, calendar: calendar)
        if counted, Platform.exists(layout.ownFolder) { DurableFile.storeDerived(cache, at: layout.forestCachePath) }
        forestCache = cache
        return tally
    }

    /// Adds the sessions no device holds yet to this device's logs. All devices' are read first, under the lock, so an
    /// unreadable or newer file stops it before any write; after a kill part-way, importing again adds the rest.
    public func importSessions(_ sessions: [FinishedSession], dryRun: Bool) throws -> ImportSummary {
        try DeviceWriter.checkRecordable(sessions)
        func newOnes() throws -> ImportSummary {
            // Deleted sessions are held too (their ids stay in the month files): a deletion stands, even of one not synced yet.
            let held = Set(try logs.sessions(startedIn: nil, events: []).lazy.map(\.id))
            return ImportSummary(sorting: sessions, held: held.contains, deleted: Amendments(try logs.events()).deletes)
        }
        guard !dryRun else {
            try migrateIfNeeded()
            return try newOnes()
        }
        return try whileLocked { writer in
            let summary = try newOnes()
            if !summary.added.isEmpty { _ = try writer.record(summary.added) }
            cached = nil
            return summary
        }
    }

    /// Records the correction in this device's events (see ``LogEvent``).
    public func amend(_ amendment: SessionAmendment) throws {
        let change: LogEvent.Change = switch amendment {
        case .edit(let id, let tag, let species, let note): .edit(session: id, tag: tag, species: species, note: note)
        case .delete(let id): .delete(session: id)
        }
        try whileLocked { writer in
            try writer.append([LogEvent(id: makeID(), at: clock.now(), change: change)])
            cached = nil
        }
    }

    // MARK: Checking

    /// Reads every file as the commands do; changes nothing, migrates nothing.
    public func problems() throws -> [DataProblem] { try doctor.problems() }

    public func isEmpty() throws -> Bool { try doctor.isEmpty() }

    /// Repairs nothing, and creates nothing, in a data folder that holds nothing yet.
    public func repair() throws -> [String] {
        guard try !doctor.isEmpty() else { return [] }
        let done = try whileLocked(migrating: false) { _ in try doctor.repair() }
        cached = nil
        return done
    }

    private var doctor: DataDoctor { DataDoctor(layout: layout, clock: clock) }

    // MARK: Reading

    private func readState() throws(StoreError) -> LiveRecord {
        try DeviceLogs.readLive(at: livePath)?.live ?? .empty
    }

    /// The derived totals for the logs as they are now, from the last ones or the cache when
    /// they count the logs' present identities, else counted again (and cached); with those identities.
    private func totals() throws(StoreError) -> (totals: DerivedTotals, identities: [String: FileIdentity]) {
        let identities = try logs.sourceIdentities()
        let sources = logs.digest(identities)
        let calendarKey = DerivedTotals.key(of: calendar)
        func current(_ candidate: DerivedTotals) -> DerivedTotals? {
            candidate.sources == sources && candidate.calendar == calendarKey ? candidate : nil
        }
        // The cache file is read only when the totals in memory are out of date.
        if let known = lastTotals.flatMap(current) ?? DerivedTotals.cached(at: layout.cachePath).flatMap(current) {
            lastTotals = known
            return (known, identities)
        }
        let events = try logs.events()
        let history = try logs.sessions(startedIn: nil, events: events)
        let totals = DerivedTotals(history: history, unlocks: DeviceLogs.unlocks(in: events), calendar: calendar, sources: sources)
        // The same reading counts the forest's months: a long view after an edit or an import reads none of them again.
        let forest = try ForestTallyCache(counting: history, readFrom: identities, of: logs, calendar: calendar, calendarKey: calendarKey)
        if Platform.exists(layout.ownFolder) {
            DurableFile.storeDerived(totals, at: layout.cachePath)
            DurableFile.storeDerived(forest, at: layout.forestCachePath)
        }
        lastTotals = totals
        forestCache = forest
        return (totals, identities)
    }

    /// After this device wrote its logs, adds what it wrote to the cached totals when that is all that changed and the new
    /// sessions come last; otherwise the cache stays stale and the next read counts again.
    private func keepFresh(
        _ before: DerivedTotals, counted identities: [String: FileIdentity], adding finished: [FinishedSession]?,
        unlocks: [String], writer: DeviceWriter
    ) throws(StoreError) {
        guard !writer.written.isEmpty, let finished else { return }
        let now = try logs.sourceIdentities()
        let changed = Set(now.keys).union(identities.keys).filter { now[$0] != identities[$0] }
        guard changed.isSubset(of: writer.written) else { return }
        var totals = before
        for session in finished.sorted(by: FinishedSession.historyOrder) {
            guard totals.add(session, calendar: calendar) else { return }
        }
        totals.ledger.unlocked += unlocks.filter { !totals.ledger.unlocked.contains($0) }
        totals.sources = logs.digest(now)
        DurableFile.storeDerived(totals, at: layout.cachePath)
        lastTotals = totals
    }

    // MARK: Writing

    /// Runs `body` holding this device's lock, after finishing a legacy migration and sweeping killed writers' temporaries.
    /// The lock is an `flock` on a never-renamed file: a killed holder frees it at once; close-on-exec keeps it from hooks.
    private func whileLocked<Result>(migrating: Bool = true, _ body: (DeviceWriter) throws -> Result) throws -> Result {
        try DurableFile.makeFolder(layout.ownFolder)
        let lock = try StoreError.naming(layout.lockPath, .openLock, Platform.openForLocking(layout.lockPath))
        defer {
            Platform.unlock(lock)
            Platform.close(lock)
        }
        try StoreError.naming(layout.lockPath, .lock, Platform.lockExclusively(lock))
        DurableFile.sweepTemporaries(in: layout.ownFolder)
        DurableFile.sweepTemporaries(in: layout.ownSessionsFolder)
        let migration = LegacyMigration(layout: layout)
        if migrating, migration.isNeeded {
            // Each step of the move is whole by itself (it can be repeated), so it is kept.
            let writer = DeviceWriter(layout: layout)
            defer { writer.finish() }
            try migration.run(writer: writer, at: clock.now())
        }
        let writer = DeviceWriter(layout: layout)
        defer { writer.finish() }
        return try body(writer)
    }

    /// Moves data from the layout before devices, once; costs two `access` calls after that.
    private func migrateIfNeeded() throws {
        guard LegacyMigration(layout: layout).isNeeded else { return }
        try whileLocked { _ in }
    }
}
