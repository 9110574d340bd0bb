// Signal handlers may only make async-signal-safe calls, and installing them needs
// `sigaction` itself: this file keeps its raw C library calls for that reason.
import Glibc
import GrovePlatform

/// The self-pipe's ends, `nonisolated(unsafe)` because a signal handler cannot take part in Swift
/// concurrency: they are written once, before any handler is installed, and only read afterwards.
nonisolated(unsafe) private var signalPipeReadEnd: Int32 = -1
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

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
    /// A relayed signal: the two the session answers itself, or the event any other means.
    enum Received: Equatable {
        case windowChanged, continued
        case event(TerminalEvent)
    }

    /// The handlers `install()` replaced, to be put back by `restore(_:)`.
    typealias Replaced = [sigaction]

    /// The signals relayed; with ISIG off, SIGINT, SIGQUIT and SIGTSTP come only from `kill`.
    private static let signals: [Int32] = [SIGWINCH, SIGHUP, SIGTERM, SIGINT, SIGQUIT, SIGTSTP, SIGCONT]

    /// The pipe's read end (non-blocking, close-on-exec), made when first needed and kept for the process's life because
    /// handlers may still refer to it; nil when no pipe can be made (signals then go unrelayed).
    static var readEnd: Int32? {
        if signalPipeReadEnd >= 0 { return signalPipeReadEnd }
        guard let ends = try? Platform.makePipe(nonBlocking: true) else { return nil }
        signalPipeReadEnd = ends.read
        signalPipeWriteEnd = ends.write
        return ends.read
    }

    /// Installs the relaying handler for every relayed signal (when the pipe exists) and
    /// returns the actions it replaced.
    static func install() -> Replaced {
        guard readEnd != nil else { return [] }
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
    static func restore(_ replaced: Replaced) {
        for (signal, action) in zip(signals, replaced) {
            var action = action
            sigaction(signal, &action, nil)
        }
    }

    /// The signals received since the last call, in order of arrival, without waiting.
    static func drain() -> [Received] {
        guard signalPipeReadEnd >= 0, let bytes = try? Platform.readToEnd(from: signalPipeReadEnd) else { return [] }
        return bytes.compactMap { byte in
            switch Int32(byte) {
            case SIGWINCH: .windowChanged
            case SIGHUP: .event(.hangup)
            case SIGTERM, SIGQUIT: .event(.terminate)
            case SIGINT: .event(.interrupt)
            case SIGTSTP: .event(.suspendRequested)
            case SIGCONT: .continued
            default: nil
            }
        }
    }

    /// Stops the process the way Ctrl-Z does in a cooked terminal (SIGTSTP's default
    /// action, so the shell takes over) and returns once it is continued.
    static func stopAsTerminalStopDoes() {
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        var previous = sigaction()
        sigaction(SIGTSTP, &defaultAction, &previous)
        // A thread that blocks SIGTSTP (as thread-pool threads do) would never stop.
        var stopSignal = sigset_t()
        sigemptyset(&stopSignal)
        sigaddset(&stopSignal, SIGTSTP)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &stopSignal, &previousMask)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        sigaction(SIGTSTP, &previous, nil)
    }
}
