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

    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// Blocks until this process holds the exclusive `flock` on `descriptor`.
    public static func lockExclusively(_ descriptor: Int32) throws(SystemError) {
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .last("flock") }
        }
    }

    public static func unlock(_ descriptor: Int32) { _ = flock(descriptor, LOCK_UN) }

    /// Waits up to `milliseconds` (-1: no limit) until any of `descriptors` is readable or hung up, returning which by place;
    /// an interrupted wait returns none, like a timeout. It allocates nothing: after a second asleep, memory is cold.
    public static func waitUntilReadable(_ descriptors: [Int32], milliseconds: Int32) throws(SystemError) -> ReadyDescriptors {
        precondition(descriptors.count <= ReadyDescriptors.capacity, "at most \(ReadyDescriptors.capacity) descriptors a wait")
        return try withUnsafeTemporaryAllocation(of: pollfd.self, capacity: descriptors.count) { entries throws(SystemError) in
            for (index, descriptor) in descriptors.enumerated() {
                entries[index] = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            }
            let ready = poll(entries.baseAddress, nfds_t(descriptors.count), milliseconds)
            if ready < 0 {
                guard errno == EINTR || errno == EAGAIN else { throw .last("poll") }
                return ReadyDescriptors()
            }
            var found = ReadyDescriptors()
            for index in 0..<descriptors.count where entries[index].revents != 0 {
                found.insert(index)
            }
            return found
        }
    }
}
