import GrovePlatform

/// A pseudo-terminal pair for tests: the program under test uses the follower
/// side as its terminal; the test plays the person at the keyboard on the leader side.
public final class PseudoTerminal {
    public let leader: Int32
    public let follower: Int32
    /// The follower's device path, for a child process to open as its terminal.
    public let followerPath: String
    private var leaderClosed = false

    /// A step of setting up or using the pseudo-terminal failed.
    public struct Failure: Error {
        public let step: String
    }

    public init() throws {
        do {
            (leader, followerPath) = try Platform.openPseudoTerminal()
        } catch {
            throw Failure(step: error.description)
        }
        do {
            follower = try Platform.openTerminal(followerPath)
        } catch {
            Platform.close(leader)
            throw Failure(step: "open follower: \(error)")
        }
    }

    deinit {
        closeLeader()
        Platform.close(follower)
    }

    /// Closes the leader side, as a terminal emulator does when its window closes.
    public func closeLeader() {
        guard !leaderClosed else { return }
        leaderClosed = true
        Platform.close(leader)
    }

    public func setSize(width: Int, height: Int) {
        TerminalModes.setWindowSize(of: leader, columns: width, rows: height)
    }

    public func type(_ bytes: [UInt8]) { try? Platform.writeAll(bytes, to: leader) }

    /// Types as the person at the keyboard.
    public func type(_ text: String) { type(Array(text.utf8)) }

    /// Everything the program wrote, read until nothing more arrives for `quiet` milliseconds.
    public func readOutput(quiet: Int32 = 100) -> [UInt8] {
        var output: [UInt8] = []
        while true {
            let chunk = readAvailable(waiting: quiet)
            guard !chunk.isEmpty else { return output }
            output += chunk
        }
    }

    /// What the program wrote within `milliseconds`, returning as soon as something arrived.
    public func readAvailable(waiting milliseconds: Int32) -> [UInt8] {
        guard (try? Platform.waitUntilReadable([leader], milliseconds: milliseconds))?[0] == true else { return [] }
        return (try? Platform.read(from: leader, limit: 65536)) ?? []
    }

    public func attributes() throws -> TerminalModes { try TerminalModes.current(of: follower) }

    /// Starts `executable` in a new session whose controlling terminal (standard input, output and
    /// error) is the follower, with no signals blocked; returns its process id.
    public func start(_ executable: String, arguments: [String], environment: [String: String]) throws -> Int32 {
        guard let pid = ProcessLauncher.launch(
            executable, arguments: arguments, environment: environment, detached: true, output: .terminal(followerPath))
        else { throw Failure(step: "posix_spawn \(executable)") }
        return pid
    }
}
