import Glibc

extension Platform {
    /// A new pipe, both ends close-on-exec (and non-blocking if asked).
    public static func makePipe(nonBlocking: Bool = false) throws(SystemError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .last("pipe") }
        // pipe2 is not exported by the Glibc module; a caller that spawns from another
        // thread meanwhile could leak these ends, which grove never does.
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            if nonBlocking { setNonBlocking(end) }
        }
        return (ends[0], ends[1])
    }

    /// Makes reads and writes on `descriptor` return at once instead of waiting.
    public static func setNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// Whether `descriptor` is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Blocks until this process holds the exclusive `flock` on `descriptor`.
    public static func lockExclusively(_ descriptor: Int32) throws(SystemError) {
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .last("flock") }
        }
    }

    /// Releases the `flock` on `descriptor`.
    public static func unlock(_ descriptor: Int32) {
        _ = flock(descriptor, LOCK_UN)
    }

    /// Waits up to `milliseconds` (-1: no limit) until any of `descriptors` can be
    /// read (or has hung up); returns which, in order. An interrupted wait returns
    /// none ready, like a timeout.
    public static func waitUntilReadable(_ descriptors: [Int32], milliseconds: Int32) throws(SystemError) -> [Bool] {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&entries, nfds_t(entries.count), milliseconds)
        if ready < 0 {
            guard errno == EINTR || errno == EAGAIN else { throw .last("poll") }
            return Array(repeating: false, count: descriptors.count)
        }
        return entries.map { $0.revents != 0 }
    }
}
