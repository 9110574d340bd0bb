import Glibc

/// The write end of the self-pipe, read by the signal handler.
/// `nonisolated(unsafe)` because a signal handler cannot take part in Swift concurrency;
/// it is written once, before any handler is installed, and only read afterwards.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The read end of the self-pipe (see `signalPipeWriteEnd` for why it is unsafe).
nonisolated(unsafe) private var signalPipeReadEnd: Int32 = -1

/// Records a signal by writing its number into the self-pipe: `write` is async-signal-safe,
/// and a full pipe just loses a duplicate (the reader coalesces them anyway).
private func relaySignal(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = savedErrno
}

/// Turns the signals a terminal program must answer into bytes on a pipe, so that
/// the event loop can wait for them with `poll()` next to the terminal itself.
enum SignalRelay {
    /// The signals relayed; with ISIG off, SIGINT, SIGQUIT and SIGTSTP come only from `kill`.
    static let signals: [Int32] = [SIGWINCH, SIGHUP, SIGTERM, SIGINT, SIGQUIT, SIGTSTP, SIGCONT]

    /// The pipe's read end, created (non-blocking, close-on-exec) the first time it is needed
    /// and kept for the life of the process, because handlers may still refer to it.
    static func readEnd() throws -> Int32 {
        if signalPipeReadEnd >= 0 { return signalPipeReadEnd }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw TerminalError.systemCall(name: "pipe", errno: errno) }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        signalPipeReadEnd = ends[0]
        signalPipeWriteEnd = ends[1]
        return ends[0]
    }

    /// Installs the relaying handler for every relayed signal and returns the actions it replaced.
    static func install() throws -> [sigaction] {
        _ = try readEnd()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = relaySignal
        sigemptyset(&action.sa_mask)
        // SA_RESTART keeps ordinary reads and writes going; poll() still wakes on the pipe.
        action.sa_flags = SA_RESTART
        return signals.map { signal in
            var previous = sigaction()
            sigaction(signal, &action, &previous)
            return previous
        }
    }

    /// Puts back the actions `install()` returned.
    static func restore(_ previous: [sigaction]) {
        for (signal, action) in zip(signals, previous) {
            var action = action
            sigaction(signal, &action, nil)
        }
    }

    /// The signals received since the last call, in order of arrival, without waiting.
    static func drain() -> [Int32] {
        guard signalPipeReadEnd >= 0 else { return [] }
        var received: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(signalPipeReadEnd, &buffer, buffer.count)
            if count > 0 {
                received += buffer[0..<count].map { Int32($0) }
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return received
            }
        }
    }
}
