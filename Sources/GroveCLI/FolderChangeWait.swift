import FoundationEssentials
import GroveCore
import GrovePlatform

/// A wait that ends at a date, or as soon as a file in one folder changes (inotify): the
/// waiter of a tree planted together sees another member's give-up at once on a shared machine.
public final class FolderChangeWait {
    private let watcher: FileChangeWatcher
    private let clock: WallClock

    /// Watches `folder`; nil when it cannot be watched (then the caller looks on a timer).
    public init?(folder: String, clock: WallClock) {
        guard let watcher = try? FileChangeWatcher(paths: [folder + "/"]) else { return nil }
        self.watcher = watcher
        self.clock = clock
    }

    /// Returns at `date` (wall time, as the clock reads it now), or earlier when the folder changed.
    public func wait(until date: Date) {
        let seconds = max(0, date.timeIntervalSince(clock.now()))
        let milliseconds = Int32(clamping: Int((seconds * 1000).rounded(.up)))
        _ = try? Platform.waitUntilReadable([watcher.descriptor], milliseconds: milliseconds)
        _ = watcher.collectChanges()
    }
}
