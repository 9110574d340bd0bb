import Foundation
import Glibc
import GrovePlatform
import GroveTestSupport
import Testing

/// The built `grove` binary run in a pseudo-terminal, with a virtual screen
/// showing what a person would see, in a sandbox's data and config folders.
final class GameInATerminal {
    static let width = 80
    static let height = 24

    let sandbox: Sandbox
    let executable: String
    var dataFolder: String { sandbox.data }
    let pty: PseudoTerminal
    private(set) var screen = VirtualScreen(width: GameInATerminal.width, height: GameInATerminal.height)
    /// Every byte the program wrote, as written.
    private(set) var output: [UInt8] = []
    /// The terminal's modes before any grove ran, to check they are restored.
    let originalAttributes: TerminalModes
    private var child: pid_t?

    init(config: String) throws {
        sandbox = try Sandbox()
        executable = try GroveBinary.locate()
        try FileManager.default.createDirectory(atPath: "\(sandbox.root)/empty-path", withIntermediateDirectories: true)
        try Data(config.utf8).write(to: URL(fileURLWithPath: "\(sandbox.config)/grove/config.json"))
        pty = try PseudoTerminal()
        pty.setSize(width: Self.width, height: Self.height)
        originalAttributes = try pty.attributes()
    }

    deinit {
        if let child {
            kill(child, SIGKILL)
            var status: Int32 = 0
            waitpid(child, &status, 0)
        }
        stopWaiter()
    }

    /// The environment the game runs with: a known terminal, nothing of the real home.
    private var environment: [String: String] {
        [
            "HOME": sandbox.root, "XDG_CONFIG_HOME": sandbox.config, "TERM": "xterm-256color", "LANG": "C.UTF-8",
            "GROVE_DEVICE": Self.device,
            // No notify-send or other helpers: the test must not pop up anything.
            "PATH": "\(sandbox.root)/empty-path",
        ]
    }

    /// Starts `grove ARGUMENTS` on the terminal, in the temporary folders; through
    /// `launcher` (a program and its arguments, such as strace) when one is given.
    func start(_ arguments: [String], environment extra: [String: String] = [:], through launcher: [String] = []) throws {
        let groveArguments = arguments + ["--data-dir", dataFolder]
        child = try pty.start(
            launcher.first ?? executable,
            arguments: launcher.isEmpty ? groveArguments : launcher.dropFirst() + [executable] + groveArguments,
            environment: environment.merging(extra) { $1 })
    }

    /// Types keys on the terminal.
    func type(_ text: String) {
        pty.type(text)
    }

    /// Reads the program's output until the screen satisfies `condition`, or
    /// records a failure showing the screen after `timeout`.
    @discardableResult
    func waitUntil(
        _ what: String, timeout: Duration = .seconds(15), sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (VirtualScreen) -> Bool
    ) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !condition(screen) {
            guard clock.now < deadline else {
                Issue.record("timed out waiting for \(what); the screen shows:\n\(screen.text())", sourceLocation: sourceLocation)
                return false
            }
            receive(pty.readAvailable(waiting: 50))
        }
        readRestOfWrite()
        return true
    }

    /// Reads what is still on its way once a wait's condition holds: the terminal hands one
    /// write over in pieces, and the rest of the one that met the condition (its lower rows,
    /// the bell and notification after the frame) belongs to the screen the test looks at.
    private func readRestOfWrite() {
        let clock = ContinuousClock()
        // Bounded: at a high speed the game writes without a pause.
        let deadline = clock.now.advanced(by: .milliseconds(100))
        while clock.now < deadline {
            let rest = pty.readAvailable(waiting: 10)
            if rest.isEmpty { return }
            receive(rest)
        }
    }

    /// Takes what the program wrote onto the screen, and keeps it as written.
    private func receive(_ bytes: [UInt8]) {
        output += bytes
        screen.apply(bytes)
    }

    /// Waits until the program has written `text` (`times` times), whatever the screen shows of it.
    @discardableResult
    func waitForOutput(
        _ text: String, times: Int = 1, timeout: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        waitUntil("\"\(text)\" written \(times) times", timeout: timeout, sourceLocation: sourceLocation) { [unowned self] _ in
            String(decoding: output, as: UTF8.self).components(separatedBy: text).count > times
        }
    }

    /// Waits until the screen shows `fragment` on one row.
    @discardableResult
    func waitFor(_ fragment: String, timeout: Duration = .seconds(15), sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        waitUntil("\"\(fragment)\"", timeout: timeout, sourceLocation: sourceLocation) { $0.shows(fragment) }
    }

    /// Waits for grove to exit and reads the last of its output; nil if it did not exit in time.
    func waitForExit(timeout: Duration = .seconds(10)) -> Int32? {
        guard let child else { return nil }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var status: Int32 = 0
        while clock.now < deadline {
            receive(pty.readAvailable(waiting: 20))
            if waitpid(child, &status, WNOHANG) == child {
                self.child = nil
                receive(pty.readOutput(quiet: 50))
                // WIFEXITED and WEXITSTATUS, which the Swift module does not export.
                return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
            }
        }
        return nil
    }

    /// Whether the terminal is as grove found it: main screen, cursor shown,
    /// auto-wrap on, and the same modes (echo, line editing, signals).
    var terminalIsRestored: Bool {
        !screen.isAlternateScreen && screen.isCursorVisible && screen.isAutoWrapOn
            && (try? pty.attributes()) == originalAttributes
    }

    /// The live record as every grove process reads it.
    /// The machine the game plays on.
    static let device = "terminal"

    /// This device's live file, as stored.
    func liveRecord() -> String {
        (try? String(contentsOfFile: "\(dataFolder)/devices/\(Self.device)/live.json", encoding: .utf8)) ?? ""
    }

    /// Stops a detached waiter left by a session the test did not finish.
    private func stopWaiter() {
        guard let text = try? String(contentsOfFile: "\(dataFolder)/devices/\(Self.device)/waiter.pid", encoding: .utf8),
            let pid = text.split(separator: " ").first.flatMap({ pid_t($0) }),
            let commandLine = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline")),
            String(decoding: commandLine, as: UTF8.self).contains("_wait")
        else { return }
        kill(pid, SIGTERM)
    }
}
