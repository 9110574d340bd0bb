import GrovePlatform

/// Where grove keeps its files inside the data folder, and what they hold: the one
/// statement of the format. The README shows the same sample lines, and a test reads
/// both and decodes each line with grove's own decoders.
///
/// Every fact lives in an append-only log that one device (machine) alone
/// writes, so a file synchroniser (Syncthing, Dropbox, rsync, a git repository)
/// can carry the folder between machines in any order without conflicts:
///
///     devices/<device>/
///       live.json              this device's live session and its device-local state (last outcome,
///                              break taken, focus count, the trees it counted on the latest day);
///                              no rewards: they are derived
///       sessions/YYYY-MM.json  finished sessions by UTC month of their start, in history order:
///                              {"schema":3,"sessions":[ on the first line, a session a line, then ]}
///       events.json            unlocks, history edits and deletions, in the order made:
///                              {"schema":3,"events":[ on the first line, an event a line, then ]}
///       totals.cache.json      derived rewards and per-day totals; rebuilt when stale or damaged
///       forest.cache.json      the forest's tally of each whole month, for a year or all time;
///                              a month is counted again when its files change
///       grove.lock             the lock this machine's grove processes share
///       waiter.pid             the detached process that completes this machine's session
///     migrated-v1/             the pre-device `live.json` and `history/`, kept after the move
///
/// Each record is its type's `Codable` form as ``JSONFormat`` writes it, keys sorted, dates
/// in seconds since 2001-01-01 UTC. A finished session, one line of a month file:
///
///     {"endedAt":785001500,"focusedSeconds":1500,"id":"6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6","kind":"focus","mode":"countdown","note":"chapter 3","pausedSeconds":0,"plannedSeconds":1500,"species":"oak","speed":1,"startedAt":785000000,"state":"completed","tag":"writing"}
///
/// An event, one line of an events file: coins spent on a species, a session's tag, species
/// or note corrected (null: unchanged; a note of "": removed), a session removed from the forest:
///
///     {"at":785001600,"id":"0b6e2f1c-8d4a-4f3e-9c21-5a7b8c9d0e1f","kind":"unlock","species":"cherry"}
///     {"at":785001700,"id":"1c7f3a2d-9e5b-4a4f-8d32-6b8c9d0e1f2a","kind":"edit","note":null,"session":"6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6","species":null,"tag":"reading"}
///     {"at":785001800,"id":"2d8a4b3e-af6c-4b5a-9e43-7c9d0e1f2a3b","kind":"delete","session":"6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6"}
///
/// A live file, one line, with a tree growing (a paused one has `pausedRemaining` and
/// `pausedSince` instead of `endsAt`; no session is `"session":null`):
///
///     {"host":"laptop","live":{"breakTaken":false,"completedFocusCount":1,"lastEarned":[],"lastFinished":null,"lastReachedGoal":false,"outcomeSeen":true,"session":{"endsAt":785003500,"id":"3e9b5c4f-b07d-4c6b-8f54-8d0e1f2a3b4c","kind":"focus","mode":"countdown","note":null,"pausedSeconds":0,"plannedSeconds":1500,"species":"oak","speed":1,"startedAt":785002000,"tag":"writing"},"today":{"date":"2025-11-15","grown":1}},"schema":3}
///
/// Every file carries its schema version (``SchemaVersion``). Schema 1 sessions lack `mode`
/// and `note`, and its live record `today` and `lastReachedGoal`. A tree planted together also
/// has `with` (the other members' names) and, when it withered, `gaveUp` (who), and a live
/// session planted together has `together` (its room and planting); a record without them,
/// as every file before planting together, was planted alone. Since schema 3 an extended
/// session has `extendedSeconds` and its live session `extended` ({"addedSeconds":300,
/// "fromElapsed":600,"fromGrowth":2}), and a logged one `"logged":true`; absent, as in every
/// older file, it was neither. Session ids are UUIDs;
/// an older file's ids of any 1 to 128 characters stay readable.
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

    /// Stops when the data folder `folder`, or the nearest path above it that exists, is a file: every
    /// read would fail with "Not a directory", and what to do is give grove another folder.
    public static func checkFolder(_ folder: String) throws(StoreError) {
        var path = folder
        while !Platform.exists(path), let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            path = String(path[..<slash])
        }
        if Platform.exists(path), !Platform.isFolder(path) { throw .notAFolder(path: path, dataFolder: folder) }
    }

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
