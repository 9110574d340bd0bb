import Glibc
import GrovePlatform

/// A pseudo-terminal pair for tests: the program under test uses the follower
/// side as its terminal; the test plays the person at the keyboard on the leader side.
///
/// posix_openpt and friends are not exported by the Glibc module, so they are looked up at run time.
public final class PseudoTerminal {
    public let leader: Int32
    public let follower: Int32
    /// The follower's device path, for a child process to open as its terminal.
    public let followerPath: String
    private var leaderClosed = false

    private typealias OpenFunction = @convention(c) (Int32) -> Int32
    private typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    /// A step of setting up or using the pseudo-terminal failed.
    public struct Failure: Error {
        public let step: String
    }

    public init() throws {
        let library = dlopen(nil, RTLD_NOW)
        guard let openSymbol = dlsym(library, "posix_openpt"), let grantSymbol = dlsym(library, "grantpt"),
            let unlockSymbol = dlsym(library, "unlockpt"), let nameSymbol = dlsym(library, "ptsname")
        else { throw Failure(step: "dlsym") }
        let posixOpenpt = unsafeBitCast(openSymbol, to: OpenFunction.self)
        let grantpt = unsafeBitCast(grantSymbol, to: OpenFunction.self)
        let unlockpt = unsafeBitCast(unlockSymbol, to: OpenFunction.self)
        let ptsname = unsafeBitCast(nameSymbol, to: NameFunction.self)

        leader = posixOpenpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard leader >= 0 else { throw Failure(step: "posix_openpt") }
        guard grantpt(leader) == 0, unlockpt(leader) == 0, let name = ptsname(leader) else {
            close(leader)
            throw Failure(step: "grantpt/unlockpt/ptsname")
        }
        followerPath = String(cString: name)
        follower = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard follower >= 0 else {
            close(leader)
            throw Failure(step: "open follower")
        }
    }

    deinit {
        closeLeader()
        close(follower)
    }

    /// Closes the leader side, as a terminal emulator does when its window closes.
    public func closeLeader() {
        guard !leaderClosed else { return }
        leaderClosed = true
        close(leader)
    }

    /// Sets the size the follower reports.
    public func setSize(width: Int, height: Int) {
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(leader, UInt(TIOCSWINSZ), &size)
    }

    /// Types bytes as the person at the keyboard.
    public func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(leader, $0.baseAddress, $0.count) }
    }

    /// Types text as the person at the keyboard.
    public func type(_ text: String) {
        type(Array(text.utf8))
    }

    /// Everything the program wrote, read until nothing more arrives for `quiet` milliseconds.
    public func readOutput(quiet: Int32 = 100) -> [UInt8] {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var entry = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, quiet) > 0 else { return output }
            let count = read(leader, &buffer, buffer.count)
            guard count > 0 else { return output }
            output += buffer[0..<count]
        }
    }

    /// What the program wrote within `milliseconds`, returning as soon as something arrived.
    public func readAvailable(waiting milliseconds: Int32) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var entry = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, milliseconds) > 0 else { return [] }
        let count = read(leader, &buffer, buffer.count)
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    /// The follower's current attributes.
    public func attributes() -> termios {
        var attributes = termios()
        _ = tcgetattr(follower, &attributes)
        return attributes
    }

    /// Starts `executable` in a new session whose controlling terminal is the
    /// follower (standard input, output and error), with no signals blocked.
    /// - Returns: the child's process id.
    public func start(_ executable: String, arguments: [String], environment: [String: String]) throws -> Int32 {
        guard let pid = ProcessLauncher.launch(
            executable, arguments: arguments, environment: environment, detached: true, output: .terminal(followerPath))
        else { throw Failure(step: "posix_spawn \(executable)") }
        return pid
    }
}

/// Whether two sets of terminal attributes are identical, byte for byte.
public func sameAttributes(_ a: termios, _ b: termios) -> Bool {
    withUnsafeBytes(of: a) { first in withUnsafeBytes(of: b) { second in first.elementsEqual(second) } }
}
