/// Where grove keeps its files inside the data folder.
///
/// Every fact lives in an append-only log that one device (machine) alone
/// writes, so a file synchroniser (Syncthing, Dropbox, rsync, a git repository)
/// can carry the folder between machines in any order without conflicts:
///
///     devices/<device>/
///       live.json              {"schema":2,"host":H,"live":{…}}: this device's live session and its
///                              device-local state (last outcome, break taken, focus count)
///       sessions/YYYY-MM.json  finished sessions by UTC month of their start:
///                              {"schema":2,"sessions":[ then one session a line, then ]}
///       events.json            unlocks, history edits and deletions:
///                              {"schema":2,"events":[ then one event a line, then ]}
///       totals.cache.json      derived rewards and per-day totals; rebuilt when stale or damaged
///       forest.cache.json      the forest's tally of each whole month, for a year or all time;
///                              a month is counted again when its files change
///       grove.lock             the lock this machine's grove processes share
///       waiter.pid             the detached process that completes this machine's session
///     migrated-v1/             the pre-device `live.json` and `history/`, kept after the move
///
/// Coins, unlocks, achievements and streaks are derived from the union of every
/// device's sessions and events; a session or event seen twice (one device
/// name on two machines, a synchroniser's `*.sync-conflict-*` copy) counts once.
public struct DataLayout {
    let folder: String
    /// This device's name (already sanitised; see ``DeviceName``).
    let device: String

    var devicesFolder: String { "\(folder)/devices" }

    func folder(of device: String) -> String { "\(devicesFolder)/\(device)" }
    func livePath(of device: String) -> String { "\(folder(of: device))/live.json" }
    func sessionsFolder(of device: String) -> String { "\(folder(of: device))/sessions" }
    func eventsPath(of device: String) -> String { "\(folder(of: device))/events.json" }

    var ownFolder: String { folder(of: device) }
    var ownLivePath: String { livePath(of: device) }
    var ownSessionsFolder: String { sessionsFolder(of: device) }
    var ownEventsPath: String { eventsPath(of: device) }
    var cachePath: String { "\(ownFolder)/totals.cache.json" }
    var forestCachePath: String { "\(ownFolder)/forest.cache.json" }
    var lockPath: String { "\(ownFolder)/grove.lock" }

    /// The waiter's pid file of `device` in the data folder `folder`: in the device's own
    /// folder, so a synchroniser carrying it to another machine never makes that one stop a process.
    public static func waiterFile(in folder: String, device: String) -> String {
        "\(DataLayout(folder: folder, device: device).ownFolder)/waiter.pid"
    }

    func monthPath(_ month: HistoryMonth, of device: String) -> String {
        "\(sessionsFolder(of: device))/\(month.fileName)"
    }

    // MARK: The layout before devices (schema 1)

    var legacyLivePath: String { "\(folder)/live.json" }
    var legacyHistoryFolder: String { "\(folder)/history" }
    /// Where the legacy files go once their content is in this device's logs.
    var migratedFolder: String { "\(folder)/migrated-v1" }
}
