import Glibc

/// An exclusive cross-process lock: `flock` on a file that is never renamed.
///
/// A killed holder releases an flock at once, so no stale lock survives a crash.
/// The descriptor is close-on-exec so a spawned hook cannot inherit the lock.
final class FileLock {
    private let descriptor: Int32

    /// Blocks until the lock at `path` is held.
    init(path: String) throws(StoreError) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .system(path: path, operation: "open the lock", errno: errno) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let code = errno
                close(descriptor)
                throw .system(path: path, operation: "lock", errno: code)
            }
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
