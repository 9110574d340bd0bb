import FoundationEssentials
import GroveCore
import GrovePlatform
import GroveText
import GroveWords

/// Checks every data file as the commands read it. Repair saves intact lines' records and the totals' unlocks into this
/// device's logs, then moves unreadable files (never a newer grove's) aside, unread, as `NAME.unreadable-TIMESTAMP`.
struct DataDoctor {
    let layout: DataLayout
    /// Names the files moved aside and dates the unlocks kept from the totals.
    let clock: WallClock

    /// One file grove reads, and how.
    private enum FileKind {
        case month, events, live, legacyLive
    }

    func problems() throws(StoreError) -> [DataProblem] {
        var problems: [DataProblem] = []
        for (path, kind) in try files() {
            if let problem = unreadable(path, kind) { problems.append(problem) }
            let name = String(path.split(separator: "/").last ?? "")
            if ConflictCopy.isConflictCopy(name) {
                problems.append(DataProblem(
                    path: path,
                    problem: kind == .live
                        ? Words.Store.conflictCopyOfLive : Words.Store.conflictCopy,
                    kind: .notice))
            }
        }
        if let stored = try? DeviceLogs.readLive(at: layout.ownLivePath), let host = Platform.hostName(),
           !stored.host.isEmpty, stored.host != host {
            problems.append(DataProblem(
                path: layout.ownFolder,
                problem: Words.Store.otherHost(
                    stored: PrintableText.escaped(stored.host), host: PrintableText.escaped(host), device: layout.device,
                    key: GroveSettings.CodingKeys.device.stringValue),
                kind: .notice))
        }
        return problems
    }

    func repair() throws(StoreError) -> [String] {
        var done: [String] = []
        let writer = DeviceWriter(layout: layout)
        defer { writer.finish() }
        let remembered = DerivedTotals.cached(at: layout.cachePath)?.ledger.unlocked ?? []
        for (path, kind) in try files() where unreadable(path, kind)?.kind == .unreadable {
            let target = "\(path).unreadable-\(Int(clock.now().timeIntervalSince1970))"
            try StoreError.naming(path, .moveAside, Platform.rename(path, to: target))
            try DurableFile.flushFolder(Platform.folder(of: path))
            done.append(Words.Store.movedAside(path: path, target: target))
            let bytes = try DurableFile.bytes(of: target) ?? []
            switch kind {
            case .month:
                let saved = RecordFile<FinishedSession>.readable(in: bytes)
                    .filter { SessionSanity.problem(in: $0) == nil }
                if !saved.isEmpty {
                    _ = try writer.record(saved)
                    done.append(Words.Store.keptSessions(count: saved.count))
                }
            case .events:
                let saved = RecordFile<LogEvent>.readable(in: bytes)
                try writer.append(saved)
                if !saved.isEmpty { done.append(Words.Store.keptEvents(count: saved.count)) }
            case .live, .legacyLive:
                break
            }
        }
        guard !done.isEmpty else { return done }
        let unlocked = DeviceLogs.unlocks(in: try DeviceLogs(layout: layout).events())
        let forgotten = remembered.filter { !unlocked.contains($0) && Species.named($0) != nil }
        try writer.append(forgotten.map {
            LogEvent(id: "repaired-\(layout.device)-\($0)", at: clock.now(), change: .unlock(species: $0))
        })
        if !forgotten.isEmpty { done.append(Words.Store.keptUnlocked(species: forgotten.joined(separator: ", "))) }
        if Platform.remove(layout.cachePath) { done.append(Words.Store.rebuiltTotals) }
        return done
    }

    /// Whether the data folder holds nothing grove reads: it may not even exist yet.
    func isEmpty() throws(StoreError) -> Bool { try files().isEmpty }

    /// Every file grove reads, with how it reads it; none when the data folder does not exist yet.
    private func files() throws(StoreError) -> [(String, FileKind)] {
        try DataLayout.checkFolder(layout.folder)
        var files: [(String, FileKind)] = []
        if Platform.exists(layout.legacyLivePath) { files.append((layout.legacyLivePath, .legacyLive)) }
        files += try LegacyMigration(layout: layout).monthFiles().map { ($0, .month) }
        let logs = DeviceLogs(layout: layout)
        files += try logs.files(named: "live.json").map { ($0, .live) }
        files += try logs.eventFiles().map { ($0, .events) }
        files += try logs.monthFiles().sorted(by: { $0.key < $1.key }).flatMap(\.value).map { ($0, .month) }
        return files
    }

    /// What keeps grove from reading the file at `path`, or nil when it reads.
    private func unreadable(_ path: String, _ kind: FileKind) -> DataProblem? {
        do {
            switch kind {
            case .month:
                _ = try DeviceLogs.readMonth(at: path)
            case .events:
                _ = try DeviceLogs.readEvents(at: path)
            case .live:
                _ = try DeviceLogs.readLive(at: path)
            case .legacyLive:
                _ = try LegacyMigration.readLive(at: path)
            }
            return nil
        } catch .unreadable(_, let problem) {
            return DataProblem(path: path, problem: problem, kind: .unreadable)
        } catch .newerVersion(_, let found, let supported) {
            return DataProblem(
                path: path,
                problem: Words.Store.newerGroveFile(found: String(found), supported: String(supported)),
                kind: .newerGrove)
        } catch {
            return DataProblem(path: path, problem: "\(error)", kind: .unreadable)
        }
    }
}
