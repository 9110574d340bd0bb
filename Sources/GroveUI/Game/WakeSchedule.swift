import FoundationEssentials

/// When the game screen reads the store, the room of a tree planted together and the sessions on other devices: when their
/// watched files change, else on timers (short ones where the files cannot be watched), and never on a beat of their own
/// while the countdown turns every second. Each wake ticks the view model once, by a read of the store or by a tick.
struct WakeSchedule {
    /// Wall seconds between reads of the store when its files are watched: a safety net.
    static let watchedStoreReadInterval: TimeInterval = 60
    /// Wall seconds between reads of the store when its files cannot be watched, or while an error shows (to retry a save).
    static let unwatchedStoreReadInterval: TimeInterval = 1
    /// A store read due within this long is done at the clock's wake instead: the store never wakes the loop on its own.
    static let storeReadSlack: TimeInterval = 1
    /// Wall seconds between looks at a watched room: a safety net for what a synchroniser writes.
    static let watchedRoomLookInterval: TimeInterval = 5
    /// Wall seconds between looks at a room whose folder cannot be watched.
    static let unwatchedRoomLookInterval: TimeInterval = 1

    /// Whether the store names files to watch; without them it is read once a second.
    let storeHasFiles: Bool
    /// When the store was last read, and the sessions on other devices (with it, once a minute unless it changed).
    private var lastStoreRead, lastElsewhereRead: Date
    /// When the room of a tree planted together was last looked at; nil: on the next wake.
    private var lastRoomLook: Date?
    /// The room folder the files were last set to be watched with (nil: none).
    private(set) var watchedRoom: String?
    /// Whether the terminal watches the store's files and the room's folder, as it answered.
    var storeWatched = false, roomWatched = false
    /// Whether the terminal reported a change of a watched file since the store, or the room, was last read.
    private var storeChanged = false, roomChanged = false

    init(storeHasFiles: Bool, openedAt now: Date) {
        self.storeHasFiles = storeHasFiles
        (lastStoreRead, lastElsewhereRead) = (now, now)
    }

    /// Asks to watch the store's files and `room`'s folder, the room to be looked at on this wake, before the screen shows it.
    mutating func watch(_ room: String?) -> GameEffect {
        (watchedRoom, lastRoomLook) = (room, nil)
        return .watch(room: room)
    }

    /// Whether the store's files are to be watched again: they name files that could not be watched.
    var watchesAgain: Bool { storeHasFiles && !storeWatched }

    /// A watched file changed: the store is read on the next wake, and the room looked at if it may be its.
    mutating func filesChanged() { (storeChanged, roomChanged) = (true, roomWatched) }

    /// Whether a wake at `now` looks at `room`, where a tree planted together grows.
    mutating func looksAt(_ room: String?, at now: Date) -> Bool {
        let interval = roomWatched ? Self.watchedRoomLookInterval : Self.unwatchedRoomLookInterval
        guard room != nil, roomChanged || lastRoomLook.map({ now >= $0.addingTimeInterval(interval) }) ?? true else { return false }
        (lastRoomLook, roomChanged) = (now, false)
        return true
    }

    /// The one tick of a wake at `now`: a read of the store when it may have changed or is due (and of the other devices'
    /// sessions when it changed or once a minute), else a tick that recomputes from the clock alone.
    mutating func tick(at now: Date, errorShows: Bool) -> GameEffect {
        let due = lastStoreRead.addingTimeInterval(readInterval(errorShows: errorShows) - Self.storeReadSlack)
        guard storeChanged || now >= due else { return .tick }
        let elsewhere = storeChanged || now >= lastElsewhereRead.addingTimeInterval(Self.watchedStoreReadInterval)
        if elsewhere { lastElsewhereRead = now }
        (storeChanged, lastStoreRead) = (false, now)
        return .read(store: true, elsewhere: elsewhere)
    }

    /// When the store is next read if nothing wakes the loop before.
    func nextStoreRead(errorShows: Bool) -> Date { lastStoreRead.addingTimeInterval(readInterval(errorShows: errorShows)) }

    private func readInterval(errorShows: Bool) -> TimeInterval {
        storeWatched && !errorShows ? Self.watchedStoreReadInterval : Self.unwatchedStoreReadInterval
    }
}
