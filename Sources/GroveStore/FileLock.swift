import GrovePlatform

/// An exclusive cross-process lock: `flock` on a file that is never renamed.
///
/// A killed holder releases an flock at once, so no stale lock survives a crash.
/// The descriptor is close-on-exec so a spawned hook cannot inherit the lock.
final class FileLock {
    private let descriptor: Int32

    /// Blocks until the lock at `path` is held.
    init(path: String) throws(StoreError) {
        let descriptor = try StoreError.naming(path, "open the lock", Platform.openForLocking(path))
        do {
            try Platform.lockExclusively(descriptor)
        } catch {
            Platform.close(descriptor)
            throw .system(path: path, operation: "lock", errno: error.code)
        }
        self.descriptor = descriptor
    }

    deinit {
        Platform.unlock(descriptor)
        Platform.close(descriptor)
    }
}
