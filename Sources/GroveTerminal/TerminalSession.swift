import GrovePlatform

/// The terminal the game runs on, from the main thread only: raw mode, the alternate screen, keys, signals, frames (or
/// plain lines, `enterLines()`). `leave()` undoes `enter()` and may repeat; a crash in between restores the terminal too.
public final class TerminalSession {
    public let fileDescriptor: Int32
    private let ownsDescriptor: Bool
    /// Seconds to wait for the rest of an escape sequence before taking ESC as the Escape key.
    public var escapeTimeout: Double = 0.025
    /// Whether the terminal is in raw mode (on the alternate screen, unless entered for lines).
    public private(set) var isEntered = false
    /// Whether entering shows the alternate screen; false for plain lines, which write no escape.
    private var showsScreen = true

    private var savedModes: TerminalModes?
    private var replacedSignalActions: SignalRelay.Replaced?
    private var decoder = KeyDecoder()
    private var hungUp = false
    private var watcher: FileChangeWatcher?

    /// Written by `enter()` after raw mode: the window title is saved, then the alternate screen shown.
    public static let enterBytes: [UInt8] = TerminalTitle.push + EscapeSequence.enterScreen
    /// Written by `leave()` (and a crash) before the modes are restored: the exact reverse of `enterBytes`.
    public static let leaveBytes: [UInt8] = EscapeSequence.leaveScreen + TerminalTitle.clearAndPop

    /// The process's controlling terminal (`/dev/tty`); failing that, standard input if a terminal.
    public static func openControllingTerminal() throws -> TerminalSession {
        if let descriptor = try? Platform.openTerminal("/dev/tty") {
            return try TerminalSession(fileDescriptor: descriptor, ownsDescriptor: true)
        }
        return try TerminalSession(fileDescriptor: 0)
    }

    /// Uses an already open terminal descriptor, closed on deinit if `ownsDescriptor`.
    public init(fileDescriptor: Int32, ownsDescriptor: Bool = false) throws {
        guard Platform.isTerminal(fileDescriptor) else {
            if ownsDescriptor { Platform.close(fileDescriptor) }
            throw TerminalError.notATerminal
        }
        self.fileDescriptor = fileDescriptor
        self.ownsDescriptor = ownsDescriptor
    }

    deinit {
        leave()
        if ownsDescriptor { Platform.close(fileDescriptor) }
    }

    /// Saves the terminal's modes, switches to raw mode and shows a clear alternate screen,
    /// cursor hidden. Does nothing if already entered.
    public func enter() throws {
        try enter(showingScreen: true)
    }

    /// Raw mode as `enter()`, but on the shell's own screen and writing nothing, not even to
    /// leave: plain lines stay in the scrollback. Output processing is kept, so "\n" starts a line.
    public func enterLines() throws {
        try enter(showingScreen: false)
    }

    private func enter(showingScreen: Bool) throws {
        guard !isEntered else { return }
        let saved = try Self.systemCall { try TerminalModes.current(of: fileDescriptor) }
        savedModes = saved
        // Handlers first, so that a signal or crash from here on finds the terminal restorable.
        replacedSignalActions = SignalRelay.install()
        CrashGuard.arm(descriptor: fileDescriptor, modes: saved, leaveBytes: showingScreen ? Self.leaveBytes : [])
        do {
            try applyRawMode()
            if showingScreen { try write(Self.enterBytes) }
        } catch {
            restore(timing: .now)
            throw error
        }
        showsScreen = showingScreen
        isEntered = true
        hungUp = false
    }

    /// Undoes `enter()`. Does nothing if not entered; never fails (a terminal that has gone
    /// away cannot be restored anyway).
    public func leave() {
        guard isEntered else { return }
        isEntered = false
        if showsScreen { try? write(Self.leaveBytes) }
        restore(timing: .afterOutput)
    }

    /// Lets go of a terminal that has gone away (its window closed) without writing to it:
    /// handlers are put back and the saved modes set where the terminal still takes them.
    public func abandon() {
        guard isEntered else { return }
        isEntered = false
        restore(timing: .now)
    }

    /// Puts back the saved modes, the crash handlers and the signal handlers.
    private func restore(timing: TerminalModes.Timing) {
        try? savedModes?.apply(to: fileDescriptor, timing: timing)
        CrashGuard.disarm()
        if let replacedSignalActions { SignalRelay.restore(replacedSignalActions) }
        replacedSignalActions = nil
        decoder = KeyDecoder()
    }

    /// Leaves, stops as Ctrl-Z does in a cooked terminal, and enters again once continued
    /// (`fg`). Redraw in full afterwards.
    public func suspend() throws {
        let wasEntered = isEntered
        leave()
        SignalRelay.stopAsTerminalStopDoes()
        if wasEntered { try enter(showingScreen: showsScreen) }
    }

    /// The terminal's size, or nil if it cannot be read or is empty.
    public func size() -> TerminalSize? {
        TerminalSize(ofTerminal: fileDescriptor)
    }

    /// Writes all the bytes; throws when the terminal refuses them (EIO once it has closed).
    public func write(_ bytes: [UInt8]) throws {
        try Self.systemCall { try Platform.writeAll(bytes, to: fileDescriptor) }
    }

    /// Reports `.filesChanged` from now on when one of `paths` is written, replaced or
    /// removed (replacing any earlier watch); false when they cannot be watched.
    public func watch(_ paths: [String]) -> Bool {
        watcher = try? FileChangeWatcher(paths: paths)
        return watcher != nil
    }

    /// Waits until keys or signals arrive, or `timeout` seconds pass (nil: no limit): the events,
    /// signals first, or none on timeout. A terminal that has closed yields `.hangup`.
    public func nextEvents(timeout seconds: Double?) -> [TerminalEvent] {
        let deadline = seconds.map { Platform.monotonicSeconds() + $0 }
        // The first wait is the whole timeout; the clock is read again only after it.
        var milliseconds = seconds.map(Self.milliseconds) ?? -1
        while true {
            let events = waitOnce(milliseconds: milliseconds)
            if !events.isEmpty { return events }
            guard let deadline else { continue }
            let remaining = deadline - Platform.monotonicSeconds()
            if remaining <= 0 { return [] }
            milliseconds = Self.milliseconds(remaining)
        }
    }

    /// One `poll()` on the signal pipe, the watched files and the terminal, each that is open.
    private func waitOnce(milliseconds: Int32) -> [TerminalEvent] {
        let signalReadEnd = SignalRelay.readEnd
        var descriptors: [Int32] = []
        if let signalReadEnd { descriptors.append(signalReadEnd) }
        if let watcher { descriptors.append(watcher.descriptor) }
        if !hungUp { descriptors.append(fileDescriptor) }
        guard !descriptors.isEmpty else { return sleepOut(milliseconds) }
        guard let ready = try? Platform.waitUntilReadable(descriptors, milliseconds: milliseconds) else {
            // Nothing can be waited on any more; retrying at once would only spin.
            if hungUp { return sleepOut(milliseconds) }
            hungUp = true
            return [.hangup]
        }
        var events: [TerminalEvent] = []
        if signalReadEnd != nil, ready[0] { events += signalEvents() }
        if let watcher, ready[signalReadEnd == nil ? 0 : 1], watcher.collectChanges() { events.append(.filesChanged) }
        if !hungUp, ready[descriptors.count - 1] { events += readKeys() }
        return events
    }

    /// With nothing to wait on, the wait's time passes (a minute without limit) rather than spin.
    private func sleepOut(_ milliseconds: Int32) -> [TerminalEvent] {
        Platform.sleep(seconds: milliseconds < 0 ? 60 : Double(milliseconds) / 1000)
        return []
    }

    /// The events for the signals received, each kind once.
    private func signalEvents() -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        func add(_ event: TerminalEvent) {
            if !events.contains(event) { events.append(event) }
        }
        for signal in SignalRelay.drain() {
            switch signal {
            case .windowChanged:
                if let size = size() {
                    events.removeAll { if case .resize = $0 { true } else { false } }
                    add(.resize(width: size.width, height: size.height))
                }
            case .event(let event): add(event)
            case .continued:
                // Whoever stopped us (SIGSTOP, a debugger) may have left the shell's modes.
                if isEntered {
                    try? applyRawMode()
                    // The title saved on entering is still on the stack.
                    if showsScreen { try? write(EscapeSequence.enterScreen) }
                }
                add(.continued)
            }
        }
        return events
    }

    /// Reads and decodes what the terminal sent, waiting `escapeTimeout` for the rest of an escape sequence.
    private func readKeys() -> [TerminalEvent] {
        var keys: [Key] = []
        var isOpen = readAndDecode(into: &keys)
        let deadline = Platform.monotonicSeconds() + escapeTimeout
        while isOpen, decoder.hasPending {
            let milliseconds = Self.milliseconds(deadline - Platform.monotonicSeconds())
            let ready = (try? Platform.waitUntilReadable([fileDescriptor], milliseconds: milliseconds)) ?? ReadyDescriptors()
            if ready[0] {
                isOpen = readAndDecode(into: &keys)
            } else if milliseconds == 0 || Platform.monotonicSeconds() >= deadline {
                keys += decoder.flush()
            }
        }
        return keys.map(TerminalEvent.key) + (isOpen ? [] : [.hangup])
    }

    /// One `read()` of the terminal (not hung up yet), decoded into `keys`; false once it has closed.
    private func readAndDecode(into keys: inout [Key]) -> Bool {
        do {
            let bytes = try Platform.read(from: fileDescriptor, limit: 1024)
            // No bytes at all: the terminal has closed.
            hungUp = bytes.isEmpty
            keys += decoder.feed(bytes[...])
        } catch {
            hungUp = error.isGone
        }
        return !hungUp
    }

    private func applyRawMode() throws {
        try Self.systemCall { try savedModes?.raw.apply(to: fileDescriptor, timing: .afterOutputDroppingInput) }
    }

    /// Runs `call`, a failed system call reported as `TerminalError.systemCall`.
    private static func systemCall<T>(_ call: () throws -> T) throws -> T {
        do {
            return try call()
        } catch let error as SystemError {
            throw TerminalError.systemCall(error)
        }
    }

    /// `seconds` in whole milliseconds for `poll()`, rounded up so that a wait never ends
    /// just before its deadline and spins; 0 when it has passed.
    private static func milliseconds(_ seconds: Double) -> Int32 {
        guard seconds > 0 else { return 0 }
        return Int32(min(seconds * 1000, Double(Int32.max)).rounded(.up))
    }
}
