import FoundationEssentials
import GroveCore
import GrovePlatform

/// Moves the layout before devices (top-level `live.json` and `history/`) into this device's logs on a first run.
/// Crash-safe by repeating: steps merge by id, legacy files move aside only once in the logs (history first, `live.json`
/// last), so the next run finishes a killed one. An unreadable or newer legacy file stops it with its path, changing nothing.
struct LegacyMigration {
    let layout: DataLayout

    var isNeeded: Bool {
        Platform.exists(layout.legacyLivePath) || Platform.exists(layout.legacyHistoryFolder)
    }

    /// Runs the move at `now`; the caller holds the store lock.
    func run(writer: DeviceWriter, at now: Date) throws(StoreError) {
        let legacyLive = try Self.readLive(at: layout.legacyLivePath)
        var legacySessions: [FinishedSession] = []
        for path in try monthFiles() {
            legacySessions += try DeviceLogs.readMonth(at: path)
        }
        if !legacySessions.isEmpty { _ = try writer.record(legacySessions) }
        if let legacyLive {
            let unlocked = DeviceLogs.unlocks(in: try DeviceLogs(layout: layout).events())
            let missing = legacyLive.unlocked.filter { !unlocked.contains($0) }
            try writer.append(missing.map { species in
                LogEvent(id: "migrated-\(layout.device)-\(species)", at: now, change: .unlock(species: species))
            })
            if !Platform.exists(layout.ownLivePath) { try writer.writeState(legacyLive.state) }
        }
        try DurableFile.makeFolder(layout.migratedFolder)
        try moveAside(layout.legacyHistoryFolder, as: "history")
        try moveAside(layout.legacyLivePath, as: "live.json")
    }

    /// The month files of `history/`.
    func monthFiles() throws(StoreError) -> [String] {
        (try FolderListing.names(in: layout.legacyHistoryFolder) ?? []).filter { HistoryMonth(fileName: $0) != nil }
            .map { "\(layout.legacyHistoryFolder)/\($0)" }
    }

    static func readLive(at path: String) throws(StoreError) -> LegacyLive.Record? {
        guard let data = try DurableFile.contents(of: path) else { return nil }
        return try SchemaEnvelope.decode(LegacyLive.self, from: data, path: path).live
    }

    /// Renames `path` into `migrated-v1/`, under a new name if an earlier move took `name`.
    private func moveAside(_ path: String, as name: String) throws(StoreError) {
        guard Platform.exists(path) else { return }
        var target = "\(layout.migratedFolder)/\(name)"
        var attempt = 1
        while Platform.exists(target) {
            attempt += 1
            target = "\(layout.migratedFolder)/\(name).\(attempt)"
        }
        try StoreError.naming(path, .moveAside, Platform.rename(path, to: target))
        try DurableFile.flushFolder(layout.folder)
        try DurableFile.flushFolder(layout.migratedFolder)
    }
}
