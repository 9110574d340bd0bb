import FoundationEssentials
import GroveCore
import GrovePlatform

/// Reads the union of every device's logs. Files are only replaced by a rename, so whatever subset a synchroniser has
/// copied so far, the union is consistent; a session or event in several files counts once.
struct DeviceLogs {
    let layout: DataLayout

    /// The devices with a folder under `devices/`, sorted.
    func devices() throws(StoreError) -> [String] {
        (try FolderListing.names(in: layout.devicesFolder) ?? []).filter {
            !$0.hasPrefix(".") && Platform.isFolder("\(layout.devicesFolder)/\($0)")
        }
    }

    /// Every month file of every device, conflict copies included, by month.
    func monthFiles() throws(StoreError) -> [HistoryMonth: [String]] {
        var files: [HistoryMonth: [String]] = [:]
        for device in try devices() {
            let prefix = layout.sessionsFolder(of: device) + "/"
            let names = try FolderListing.names(in: layout.sessionsFolder(of: device)) ?? []
            // A long history lists hundreds of months: no regrowing the table, one concatenation a path.
            files.reserveCapacity(files.count + names.count)
            for name in names {
                guard let month = Self.month(ofFileNamed: name) else { continue }
                files[month, default: []].append(prefix + name)
            }
        }
        return files
    }

    /// The month a session file holds: `2026-11.json`, or a conflict copy of it.
    static func month(ofFileNamed name: String) -> HistoryMonth? {
        if let month = HistoryMonth(fileName: name) { return month }
        guard let month = HistoryMonth(fileName: String(name.prefix(7)) + ".json"),
              ConflictCopy.isCopy(name, of: month.fileName)
        else { return nil }
        return month
    }

    /// Every events file of every device, conflict copies included.
    func eventFiles() throws(StoreError) -> [String] { try files(named: "events.json") }

    /// Every device's files named `name` (`live.json`, `events.json`) or conflict copies of it.
    func files(named name: String) throws(StoreError) -> [String] {
        var files: [String] = []
        for device in try devices() {
            let folder = layout.folder(of: device)
            for found in try FolderListing.names(in: folder) ?? [] where found == name || ConflictCopy.isCopy(found, of: name) {
                files.append("\(folder)/\(found)")
            }
        }
        return files
    }

    /// Every device's events, each once, in the order they apply.
    func events() throws(StoreError) -> [LogEvent] {
        var seen: Set<String> = []
        var events: [LogEvent] = []
        for path in try eventFiles() {
            events += try Self.readEvents(at: path)?.filter { seen.insert($0.id).inserted } ?? []
        }
        return events.sorted(by: LogEvent.order)
    }

    static func readEvents(at path: String) throws(StoreError) -> [LogEvent]? {
        guard let bytes = try DurableFile.bytes(of: path) else { return nil }
        return try RecordFile<LogEvent>.decode(bytes, path: path)
    }

    /// The species unlocked on any device, in the order they were first unlocked.
    static func unlocks(in events: [LogEvent]) -> [String] {
        events.reduce(into: []) { unlocked, event in
            if case .unlock(let species) = event.change, !unlocked.contains(species) { unlocked.append(species) }
        }
    }

    /// Finished sessions of every device that started within `interval` (all when nil),
    /// each once, with edits and deletions applied, oldest first.
    func sessions(startedIn interval: DateRange?, events: [LogEvent]) throws(StoreError) -> [FinishedSession] {
        let amendments = Amendments(events)
        var sessions: [FinishedSession] = []
        for (month, paths) in try monthFiles().sorted(by: { $0.key < $1.key })
        where interval.map({ month.overlaps($0) }) ?? true {
            sessions += try Self.sessions(ofMonth: paths, startedIn: interval, amendments: amendments)
        }
        // Months are read in order and written sorted, so sorting is needed only across devices
        // or after a hand edit; checking is linear, sorting hundreds of thousands of sessions is not.
        return FinishedSession.isInHistoryOrder(sessions) ? sessions : sessions.sorted(by: FinishedSession.historyOrder)
    }

    /// The sessions of one month's files that started within `interval` (all when nil), amended.
    /// Several devices (or copies) may hold the month: the first copy of each session is kept.
    static func sessions(
        ofMonth paths: [String], startedIn interval: DateRange?, amendments: Amendments
    ) throws(StoreError) -> [FinishedSession] {
        var sessions: [FinishedSession] = []
        var seen: Set<String> = []
        for path in paths {
            let found = try readMonth(at: path, startedIn: interval)
            // One file (the usual case) holds each session once: no set to build.
            sessions += paths.count == 1 ? found : found.filter { seen.insert($0.id).inserted }
        }
        return amendments.apply(to: sessions)
    }

    static func readMonth(at path: String, startedIn interval: DateRange? = nil) throws(StoreError) -> [FinishedSession] {
        guard let bytes = try DurableFile.bytes(of: path) else { return [] }
        let read = try RecordFile<FinishedSession>.decode(bytes, path: path)
        guard let interval else { return read }
        return read.filter { interval.contains($0.startedAt) }
    }

    func otherLiveSessions() throws(StoreError) -> [SessionElsewhere] {
        var found: [SessionElsewhere] = []
        for device in try devices() where device != layout.device {
            if let session = try Self.readLive(at: layout.livePath(of: device))?.live.session {
                found.append(SessionElsewhere(device: device, session: session))
            }
        }
        return found
    }

    static func readLive(at path: String) throws(StoreError) -> StoredLive? {
        guard let data = try DurableFile.contents(of: path) else { return nil }
        return try SchemaEnvelope.decode(StoredLive.self, from: data, path: path)
    }

    /// The size, date and inode of every log the derived totals come from, by path:
    /// any change (a session recorded, a file synchronised in) changes one.
    func sourceIdentities() throws(StoreError) -> [String: FileIdentity] {
        try Self.identities(of: monthFiles().flatMap(\.value) + eventFiles())
    }

    static func identities(of paths: [String]) throws(StoreError) -> [String: FileIdentity] {
        var identities: [String: FileIdentity] = [:]
        for path in paths {
            identities[path] = try FileIdentity(path: path)
        }
        return identities
    }

    /// A short key for `identities`, stored with the totals counted from them.
    func digest(_ identities: [String: FileIdentity]) -> String {
        // FNV-1a over each path (within the data folder) and its identity's numbers: a short key,
        // not a defence against anyone. Numbers go in as bytes: text would cost more than the hash.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        func mix(_ number: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
        }
        let prefix = layout.folder.utf8.count
        for (path, identity) in identities.sorted(by: { $0.key < $1.key }) {
            path.utf8.dropFirst(prefix).forEach(mix)
            mix(UInt8(ascii: "="))
            mix(identity.inode)
            mix(UInt64(bitPattern: Int64(identity.size)))
            mix(UInt64(bitPattern: Int64(identity.modifiedSeconds)))
            mix(UInt64(bitPattern: Int64(identity.modifiedNanoseconds)))
        }
        return "\(identities.count)-" + String(hash, radix: 16)
    }
}
