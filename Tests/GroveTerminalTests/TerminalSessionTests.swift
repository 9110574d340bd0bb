import Glibc
import GrovePlatform
@testable import GroveTerminal
import GroveTestSupport
import Testing

/// These tests install process-wide signal handlers, so they run one at a time.
@Suite(.serialized) struct TerminalSessionTests {
    private func has(_ flags: tcflag_t, _ flag: Int32) -> Bool {
        flags & tcflag_t(flag) != 0
    }

    @Test func aDescriptorThatIsNotATerminalIsRefused() {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(throws: TerminalError.notATerminal) {
            _ = try TerminalSession(fileDescriptor: ends[0])
        }
    }

    @Test func enterSetsRawModeAndLeaveRestoresTheAttributesExactly() throws {
        let pty = try PseudoTerminal()
        let original = try pty.attributes()
        #expect(has(original.attributes.c_lflag, ICANON) && has(original.attributes.c_lflag, ECHO))
        let session = try TerminalSession(fileDescriptor: pty.follower)

        try session.enter()
        let raw = try pty.attributes()
        #expect(!has(raw.attributes.c_lflag, ICANON))
        #expect(!has(raw.attributes.c_lflag, ECHO))
        #expect(!has(raw.attributes.c_lflag, ISIG))
        #expect(!has(raw.attributes.c_lflag, IEXTEN))
        #expect(!has(raw.attributes.c_iflag, IXON))
        #expect(!has(raw.attributes.c_iflag, ICRNL))
        #expect(has(raw.attributes.c_cflag, CS8))
        #expect(withUnsafeBytes(of: raw.attributes.c_cc) { $0[Int(VMIN)] } == 1)
        #expect(pty.readOutput() == TerminalSession.enterBytes)

        session.leave()
        #expect(try pty.attributes() == original)
        #expect(pty.readOutput() == TerminalSession.leaveBytes)

        // Leaving again changes nothing and writes nothing.
        session.leave()
        #expect(try pty.attributes() == original)
        #expect(pty.readOutput(quiet: 20).isEmpty)
    }

    @Test func enteringForLinesReadsSingleKeysAndWritesNothing() throws {
        let pty = try PseudoTerminal()
        let original = try pty.attributes()
        let session = try TerminalSession(fileDescriptor: pty.follower)

        try session.enterLines()
        let modes = try pty.attributes()
        #expect(!has(modes.attributes.c_lflag, ICANON))
        #expect(!has(modes.attributes.c_lflag, ECHO))
        // "\n" still starts a new line.
        #expect(has(modes.attributes.c_oflag, OPOST))
        #expect(pty.readOutput(quiet: 20).isEmpty)
        // A crash restores the modes and writes nothing either.
        #expect(CrashGuard.armedLeaveBytes == [])
        #expect(CrashGuard.armedAttributes.map(TerminalModes.init) == original)

        try session.write(Array("A line.\n".utf8))
        #expect(pty.readOutput() == Array("A line.\r\n".utf8))

        session.leave()
        #expect(try pty.attributes() == original)
        #expect(pty.readOutput(quiet: 20).isEmpty)
    }

    @Test func abandonRestoresTheModesWithoutWritingAnything() throws {
        let pty = try PseudoTerminal()
        let original = try pty.attributes()
        let session = try TerminalSession(fileDescriptor: pty.follower)
        try session.enter()
        _ = pty.readOutput()

        session.abandon()
        #expect(try pty.attributes() == original)
        #expect(CrashGuard.armedLeaveBytes == nil)
        #expect(!session.isEntered)
        // Nothing is written, now or when leaving afterwards.
        session.leave()
        #expect(pty.readOutput(quiet: 20).isEmpty)
    }

    @Test func leaveBytesAreTheExactReverseOfEnterBytes() {
        let esc = "\u{1B}"
        // The title is pushed first and popped last, after grove's own is cleared
        // for a terminal without a title stack.
        #expect(String(decoding: TerminalSession.enterBytes, as: UTF8.self)
            == "\(esc)[22;0t\(esc)[?1049h\(esc)[?25l\(esc)[?7l\(esc)[0m\(esc)[H\(esc)[2J")
        #expect(String(decoding: TerminalSession.leaveBytes, as: UTF8.self)
            == "\(esc)[0m\(esc)[?7h\(esc)[?25h\(esc)[?1049l\(esc)]2;\(esc)\\\(esc)[23;0t")
    }

    @Test func aTitleCannotCarryControlCharacters() {
        #expect(String(decoding: TerminalTitle.set("🌳 24m · a\u{7}b\u{1B}]2;x\u{9B}"), as: UTF8.self)
            == "\u{1B}]2;🌳 24m · ab]2;x\u{1B}\\")
    }

    @Test func theCrashRestoreIsPreparedOnEnterAndDroppedOnLeave() throws {
        let pty = try PseudoTerminal()
        let original = try pty.attributes()
        let session = try TerminalSession(fileDescriptor: pty.follower)
        #expect(CrashGuard.armedLeaveBytes == nil)

        try session.enter()
        #expect(CrashGuard.armedLeaveBytes == TerminalSession.leaveBytes)
        #expect(CrashGuard.armedAttributes.map { TerminalModes(attributes: $0) } == original)
        var handler = sigaction()
        sigaction(SIGILL, nil, &handler)
        #expect(handler.__sigaction_handler.sa_handler != nil)

        session.leave()
        #expect(CrashGuard.armedLeaveBytes == nil)
        #expect(CrashGuard.armedAttributes == nil)
    }

    @Test func aCrashInRawModeRestoresTheTerminal() throws {
        let pty = try PseudoTerminal()
        let original = try pty.attributes()
        // Chain to the default action rather than the runtime's backtracer, which would
        // print a report and take seconds.
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        var replaced = sigaction()
        sigaction(SIGILL, &defaultAction, &replaced)
        defer { sigaction(SIGILL, &replaced, nil) }

        let session = try TerminalSession(fileDescriptor: pty.follower)
        try session.enter()
        defer { session.leave() }
        _ = pty.readOutput()

        let child = fork()
        if child == 0 {
            var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
            setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
            // A Swift trap: arithmetic overflow on a value the compiler cannot see.
            let one = Int(getpid() > 0 ? 1 : 0)
            _ = Int.max + one
            _exit(0)
        }
        #expect(child > 0)
        let status = waitForExit(of: child)
        #expect(status & 0x7F == SIGILL, "child ended with status \(status)")
        #expect(pty.readOutput() == TerminalSession.leaveBytes)
        #expect(try pty.attributes() == original)
    }

    @Test func suspendLeavesStopsAndEntersAgainWhenContinued() throws {
        let pty = try PseudoTerminal()
        let original = try pty.attributes()
        let session = try TerminalSession(fileDescriptor: pty.follower)
        try session.enter()
        let raw = try pty.attributes()
        session.leave()
        _ = pty.readOutput()

        let child = fork()
        if child == 0 {
            // A process group of its own, so that SIGTSTP really stops it.
            setpgid(0, 0)
            do {
                try session.enter()
                try session.suspend()
                try session.write(Array("back".utf8))
            } catch {
                _exit(1)
            }
            _exit(session.isEntered ? 0 : 2)
        }
        #expect(child > 0)
        var status: Int32 = 0
        #expect(waitpid(child, &status, WUNTRACED) == child)
        #expect(status & 0xFF == 0x7F && (status >> 8) & 0xFF == SIGTSTP, "status \(status)")
        #expect(pty.readOutput() == TerminalSession.enterBytes + TerminalSession.leaveBytes)
        #expect(try pty.attributes() == original)

        kill(child, SIGCONT)
        let exit = waitForExit(of: child)
        #expect(exit == 0, "child ended with status \(exit)")
        #expect(pty.readOutput() == TerminalSession.enterBytes + Array("back".utf8))
        #expect(try pty.attributes() == raw)
    }

    @Test func sizeIsTheTerminalWindowSize() throws {
        let pty = try PseudoTerminal()
        pty.setSize(width: 100, height: 30)
        let session = try TerminalSession(fileDescriptor: pty.follower)
        #expect(session.size() == TerminalSize(width: 100, height: 30))
        pty.setSize(width: 0, height: 0)
        #expect(session.size() == nil)
    }

    @Test func keysArriveAsEvents() throws {
        let pty = try PseudoTerminal()
        let session = try TerminalSession(fileDescriptor: pty.follower)
        try session.enter()
        defer { session.leave() }

        pty.type(Array("q\u{1B}[A\u{03}\u{1A}\r".utf8))
        #expect(session.nextEvents(timeout: 2) == [
            .key(.character("q")), .key(.up), .key(.controlC), .key(.controlZ), .key(.enter),
        ])

        pty.type([0x1B])
        #expect(session.nextEvents(timeout: 2) == [.key(.escape)])

        // The rest of a split sequence arriving within the escape timeout completes it.
        session.escapeTimeout = 2
        pty.type([0x1B, 0x5B])
        pty.type([0x42])
        #expect(session.nextEvents(timeout: 2) == [.key(.down)])
    }

    @Test func nothingHappeningTimesOutEmpty() throws {
        let pty = try PseudoTerminal()
        let session = try TerminalSession(fileDescriptor: pty.follower)
        try session.enter()
        defer { session.leave() }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(session.nextEvents(timeout: 0.12).isEmpty)
        let waited = start.duration(to: clock.now)
        // The upper bound only proves the wait ends; a busy machine may be late.
        #expect(waited >= .milliseconds(120) && waited < .seconds(10))
    }

    /// Signals are sent to the process, not raised on the test's thread: thread-pool
    /// threads block them, as the game's main thread does not.
    @Test func signalsArriveAsEvents() throws {
        let pty = try PseudoTerminal()
        pty.setSize(width: 80, height: 24)
        let session = try TerminalSession(fileDescriptor: pty.follower)
        try session.enter()
        defer { session.leave() }
        _ = pty.readOutput()

        pty.setSize(width: 120, height: 40)
        // One signal each: on a busy machine a second one may land after the first was read.
        kill(getpid(), SIGWINCH)
        #expect(session.nextEvents(timeout: 2) == [.resize(width: 120, height: 40)])
        kill(getpid(), SIGTERM)
        #expect(session.nextEvents(timeout: 2) == [.terminate])
        kill(getpid(), SIGQUIT)
        #expect(session.nextEvents(timeout: 2) == [.terminate])
        kill(getpid(), SIGINT)
        #expect(session.nextEvents(timeout: 2) == [.interrupt])
        kill(getpid(), SIGTSTP)
        #expect(session.nextEvents(timeout: 2) == [.suspendRequested])
        kill(getpid(), SIGHUP)
        #expect(session.nextEvents(timeout: 2) == [.hangup])

        // Continued after a stop we did not arrange: raw mode is set up again.
        var cooked = try pty.attributes().attributes
        cooked.c_lflag |= tcflag_t(ICANON | ECHO)
        tcsetattr(pty.follower, TCSANOW, &cooked)
        kill(getpid(), SIGCONT)
        #expect(session.nextEvents(timeout: 2) == [.continued])
        #expect(try pty.attributes().attributes.c_lflag & tcflag_t(ICANON | ECHO) == 0)
        // The screen again, but not a second push of the title.
        #expect(pty.readOutput() == Array(TerminalSession.enterBytes.dropFirst("\u{1B}[22;0t".utf8.count)))
    }

    @Test func theTerminalClosingIsAHangup() throws {
        let pty = try PseudoTerminal()
        let session = try TerminalSession(fileDescriptor: pty.follower)
        try session.enter()
        defer { session.leave() }
        pty.closeLeader()
        #expect(session.nextEvents(timeout: 2) == [.hangup])
        // Once hung up, waiting no longer spins on the dead terminal.
        #expect(session.nextEvents(timeout: 0.05).isEmpty)
        #expect(throws: TerminalError.self) { try session.write([0x61]) }
    }

    @Test func framesWrittenToTheTerminalDrawTheFrame() throws {
        let pty = try PseudoTerminal()
        let session = try TerminalSession(fileDescriptor: pty.follower)
        try session.enter()
        defer { session.leave() }
        _ = pty.readOutput()

        var frame = Frame(width: 20, height: 5)
        frame.put("grove", x: 2, y: 1, style: CellStyle(foreground: .ansi16(2), bold: true))
        frame.put("24:59", x: 8, y: 3)
        var writer = FrameWriter()
        var screen = VirtualScreen(width: 20, height: 5)
        try session.write(writer.update(to: frame, capability: .ansi16))
        screen.apply(pty.readOutput())
        frame.put("24:58", x: 8, y: 3)
        try session.write(writer.update(to: frame, capability: .ansi16))
        screen.apply(pty.readOutput())
        #expect(screen.frame == frame)
        #expect(screen.frame.plainText() == "\n  grove\n\n        24:58\n")
    }

    private func waitForExit(of child: pid_t) -> Int32 {
        var status: Int32 = 0
        for _ in 0..<500 {
            if waitpid(child, &status, WNOHANG) == child { return status }
            usleep(10_000)
        }
        kill(child, SIGKILL)
        waitpid(child, &status, 0)
        return -1
    }
}
