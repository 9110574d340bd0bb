import FoundationEssentials
import GroveCore
import GroveTerminal
import GroveUI

/// The outside world as a command sees it: the executable hands in the real one and tests their doubles, so commands run
/// alike from both. Every service, and every read of the machine a command makes, is a role here.
public protocol CommandContext {
    var environment: [String: String] { get }
    var stdinIsTerminal: Bool { get }
    var stdoutIsTerminal: Bool { get }
    var clock: WallClock { get }
    /// Names new sessions and events: a fresh UUID each time.
    func makeID() -> String
    /// The person's local calendar, for days, streaks and hours.
    var calendar: LocalCalendar { get }
    /// The size of the terminal standard output writes to; nil when it is not one.
    var outputSize: TerminalSize? { get }
    func write(_ text: String)
    func writeError(_ text: String)
    /// Reads one line from standard input (for confirmations), nil at end of input.
    func readLine() -> String?
    /// Reads standard input to its end (`grove import -`).
    func readInput() throws -> [UInt8]

    /// The login name, which names the person in a room when the config does not.
    var userName: String? { get }
    /// The machine's name, which names its device when nothing else does.
    var hostName: String? { get }
    /// The folder a relative path starts from.
    var currentFolder: String? { get }
    func exists(_ path: String) -> Bool
    func isFolder(_ path: String) -> Bool
    /// A whole file a person names: the config, an import.
    func readFile(_ path: String) throws(FileReadError) -> [UInt8]

    /// The store of a data folder as seen from the named device, with its roles; it throws when the folder cannot be one.
    func makeStore(_ paths: GrovePaths, device: String) throws -> StoreRoles
    func makeNotifications(_ paths: GrovePaths, _ settings: GroveSettings, device: String) -> NotificationService
    func makeHooks(_ paths: GrovePaths) -> HookRunner
    /// Counts a person's commits in a git work tree, for the end of a tree planted in one.
    func makeCommitCounter() -> CommitCounter
    /// The rooms planted together in, read and written with this context's clock and ids.
    func makeRoomBoard() -> RoomBoard
    /// Runs one hook to its end or its time limit, writing trouble to `log` (`grove _hook`).
    func superviseHook(_ hook: String, log: String)
    /// Opens the terminal the game screen draws on; nil where there is no screen
    /// to draw (the game is then replaced by the status line).
    var openTerminal: (() throws -> GameTerminal)? { get }
    /// Collects exited child processes (the waiter, hooks, notifiers) so none linger as zombies.
    func reapChildren()
    /// A wait until a date that a change in a room's folder ends early; nil: look at the room on a timer.
    func watchFolder(_ folder: String) -> ((Date) -> Void)?
}

/// Why a file could not be read, in the system's words ("Permission denied").
public struct FileReadError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
