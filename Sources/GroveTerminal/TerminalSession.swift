import Glibc

/// The terminal the game screen runs on: raw mode, the alternate screen, reading
/// keys, waiting for signals and writing frames. Use it from the main thread only.
///
/// `enter()` and `leave()` are exact opposites and `leave()` may be called any
/// number of times; the terminal is also restored if the process crashes in between.
public final class TerminalSession {
    /// The terminal's file descriptor, read and written.
    public let fileDescriptor: Int32
    private let ownsDescriptor: Bool
    /// How long to wait for the rest of an escape sequence before taking ESC as the Escape key.
    public var escapeTimeout: Duration = .milliseconds(25)
    /// Whether the terminal is in raw mode on the alternate screen.
    public private(set) var isEntered = false

    private var savedAttributes = termios()
    private var rawAttributes = termios()
    private var replacedSignalActions: [sigaction] = []
    private var decoder = KeyDecoder()
    private var hungUp = false

    /// The bytes `enter()` writes after switching to raw mode.
    public static let enterBytes: [UInt8] = EscapeSequence.enterScreen
    /// The bytes `leave()` (and a crash) writes before restoring the terminal's modes.
    public static let leaveBytes: [UInt8] = EscapeSequence.leaveScreen

    /// Opens the process's controlling terminal (`/dev/tty`); failing that, uses standard
    /// input if it is a terminal.
    public static func openControllingTerminal() throws -> TerminalSession {
        let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        if descriptor >= 0 {
            return try TerminalSession(fileDescriptor: descriptor, ownsDescriptor: true)
        }
        return try TerminalSession(fileDescriptor: STDIN_FILENO, ownsDescriptor: false)
    }

    /// Uses an already open terminal descriptor, closed on deinit if `ownsDescriptor`.
    /// - Throws: `TerminalError.notATerminal` if the descriptor is not a terminal.
    public init(fileDescriptor: Int32, ownsDescriptor: Bool = false) throws {
        guard isatty(fileDescriptor) == 1 else {
            if ownsDescriptor { close(fileDescriptor) }
            throw TerminalError.notATerminal
        }
        self.fileDescriptor = fileDescriptor
        self.ownsDescriptor = ownsDescriptor
    }

    deinit {
        leave()
        if ownsDescriptor { close(fileDescriptor) }
    }

    /// Saves the terminal's modes, switches to raw mode (no echo, no line editing, no
    /// signal keys, no flow control, no CR translation), and shows a clear alternate
    /// screen with the cursor hidden. Does nothing if already entered.
    public func enter() throws {
        guard !isEntered else { return }
        guard tcgetattr(fileDescriptor, &savedAttributes) == 0 else {
            throw TerminalError.systemCall(name: "tcgetattr", errno: errno)
        }
        rawAttributes = Self.rawMode(from: savedAttributes)
        // Handlers first, so that a signal or crash from here on finds the terminal restorable.
        replacedSignalActions = try SignalRelay.install()
        CrashGuard.arm(descriptor: fileDescriptor, attributes: savedAttributes, leaveBytes: Self.leaveBytes)
        do {
            try applyRawMode()
            try write(Self.enterBytes)
        } catch {
            _ = tcsetattr(fileDescriptor, TCSANOW, &savedAttributes)
            CrashGuard.disarm()
            SignalRelay.restore(replacedSignalActions)
            throw error
        }
        isEntered = true
        hungUp = false
    }

    /// Undoes `enter()`: shows the cursor, returns to the main screen, restores the saved
    /// modes and signal handlers. Does nothing if not entered; never fails (a terminal
    /// that has gone away cannot be restored anyway).
    public func leave() {
        guard isEntered else { return }
        isEntered = false
        try? write(Self.leaveBytes)
        _ = tcsetattr(fileDescriptor, TCSADRAIN, &savedAttributes)
        CrashGuard.disarm()
        SignalRelay.restore(replacedSignalActions)
        replacedSignalActions = []
        decoder = KeyDecoder()
    }

    /// Lets go of a terminal that has gone away (its window closed) without writing
    /// to it: the signal handlers and the crash restore are put back, and the saved
    /// modes are set again where the terminal still takes them, which draws nothing.
    /// Afterwards `leave()` does nothing.
    public func abandon() {
        guard isEntered else { return }
        isEntered = false
        _ = tcsetattr(fileDescriptor, TCSANOW, &savedAttributes)
        CrashGuard.disarm()
        SignalRelay.restore(replacedSignalActions)
        replacedSignalActions = []
        decoder = KeyDecoder()
    }

    /// Stops the process the way Ctrl-Z does in a cooked terminal: leaves the screen,
    /// stops with SIGTSTP's default action so the shell takes over, and enters again
    /// once continued (`fg`). Redraw in full afterwards.
    public func suspend() throws {
        let wasEntered = isEntered
        leave()
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
        if wasEntered { try enter() }
    }

    /// The terminal's size, or nil if it cannot be read or is empty.
    public func size() -> TerminalSize? {
        TerminalSize(ofTerminal: fileDescriptor)
    }

    /// Writes all the bytes, resuming after partial writes and interruptions.
    /// - Throws: `TerminalError.systemCall` when the terminal refuses them (for instance
    ///   EIO once it has been closed).
    public func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var written = 0
            while written < buffer.count {
                let count = Glibc.write(fileDescriptor, base + written, buffer.count - written)
                if count > 0 {
                    written += count
                } else if count < 0 && errno == EINTR {
                    continue
                } else if count < 0 && errno == EAGAIN {
                    // A descriptor inherited in non-blocking mode: wait until it drains.
                    var entry = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&entry, 1, 100)
                } else {
                    throw TerminalError.systemCall(name: "write", errno: count < 0 ? errno : EIO)
                }
            }
        }
    }

    /// Waits until keys or signals arrive, or `timeout` passes (nil: no limit).
    ///
    /// Returns the events, signals first, or an empty array on timeout. Interrupted
    /// waits are resumed; a terminal that has closed yields `.hangup`.
    public func nextEvents(timeout: Duration?) -> [TerminalEvent] {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now.advanced(by: $0) }
        while true {
            let milliseconds = deadline.map { Self.milliseconds(until: $0, clock: clock) } ?? -1
            let events = waitOnce(milliseconds: milliseconds)
            if !events.isEmpty { return events }
            if let deadline, clock.now >= deadline { return [] }
        }
    }

    /// One `poll()` on the signal pipe and the terminal.
    private func waitOnce(milliseconds: Int32) -> [TerminalEvent] {
        guard let signalReadEnd = try? SignalRelay.readEnd() else { return [] }
        var entries = [pollfd(fd: signalReadEnd, events: Int16(POLLIN), revents: 0)]
        if !hungUp {
            entries.append(pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0))
        }
        let ready = poll(&entries, nfds_t(entries.count), milliseconds)
        if ready < 0 && errno != EINTR && errno != EAGAIN && !hungUp {
            // The terminal cannot be waited on any more; retrying would only spin.
            hungUp = true
            return [.hangup]
        }
        guard ready > 0 else { return [] }
        var events: [TerminalEvent] = []
        if entries[0].revents != 0 {
            events += signalEvents()
        }
        if entries.count > 1 && entries[1].revents != 0 {
            events += readKeys()
        }
        return events
    }

    /// The events for the signals received, each kind once.
    private func signalEvents() -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        func add(_ event: TerminalEvent) {
            if !events.contains(event) { events.append(event) }
        }
        for signal in SignalRelay.drain() {
            switch signal {
            case SIGWINCH:
                if let size = size() {
                    events.removeAll { if case .resize = $0 { true } else { false } }
                    add(.resize(width: size.width, height: size.height))
                }
            case SIGHUP:
                add(.hangup)
            case SIGTERM, SIGQUIT:
                add(.terminate)
            case SIGINT:
                add(.interrupt)
            case SIGTSTP:
                add(.suspendRequested)
            case SIGCONT:
                // Whoever stopped us (SIGSTOP, a debugger) may have left the shell's modes.
                if isEntered {
                    try? applyRawMode()
                    try? write(Self.enterBytes)
                }
                add(.continued)
            default:
                break
            }
        }
        return events
    }

    /// Reads what the terminal sent and decodes it, waiting `escapeTimeout` for the rest
    /// of an escape sequence before deciding that ESC was the Escape key.
    private func readKeys() -> [TerminalEvent] {
        var keys: [Key] = []
        guard readAndDecode(into: &keys) else { return keys.map(TerminalEvent.key) + [.hangup] }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: escapeTimeout)
        while decoder.hasPending {
            var entry = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Self.milliseconds(until: deadline, clock: clock))
            if ready > 0 {
                guard readAndDecode(into: &keys) else { return keys.map(TerminalEvent.key) + [.hangup] }
            } else if ready == 0 || errno != EINTR {
                keys += decoder.flush()
            }
        }
        return keys.map(TerminalEvent.key)
    }

    /// One `read()` of the terminal, decoded into `keys`; false once the terminal has closed.
    private func readAndDecode(into keys: inout [Key]) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = read(fileDescriptor, &buffer, buffer.count)
        if count > 0 {
            keys += decoder.feed(buffer[0..<count])
        } else if count == 0 || errno == EIO || errno == EBADF {
            hungUp = true
            return false
        }
        return true
    }

    private func applyRawMode() throws {
        guard tcsetattr(fileDescriptor, TCSAFLUSH, &rawAttributes) == 0 else {
            throw TerminalError.systemCall(name: "tcsetattr", errno: errno)
        }
    }

    /// The raw-mode attributes for a terminal whose current ones are `attributes`.
    ///
    /// Output processing (OPOST) is kept: frames only move the cursor with escape
    /// sequences, and anything else printed while raw still gets its CR before LF.
    static func rawMode(from attributes: termios) -> termios {
        var raw = attributes
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON | INLCR | IGNCR)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_cflag = (raw.c_cflag & ~tcflag_t(CSIZE | PARENB)) | tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        return raw
    }

    /// Milliseconds from now to `deadline` for `poll()`, rounded up so that a wait never
    /// ends just before its deadline and spins.
    private static func milliseconds(until deadline: ContinuousClock.Instant, clock: ContinuousClock) -> Int32 {
        let remaining = clock.now.duration(to: deadline)
        guard remaining > .zero else { return 0 }
        let (seconds, attoseconds) = remaining.components
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: total)
    }
}
