import FoundationEssentials
import GroveCore
import GroveStore
import GroveSystem
import GroveUI

/// The outside world as a command sees it, so commands run alike from the binary and from tests with doubles; the one
/// place services are chosen, wiring both the commands and the game screen.
public struct CommandContext {
    public var environment: [String: String]
    public var stdinIsTerminal: Bool
    public var stdoutIsTerminal: Bool
    public var clock: WallClock
    /// Names new sessions and events: a fresh UUID each time.
    public var makeID: () -> String
    /// The person's local calendar, for days, streaks and hours.
    public var calendar: LocalCalendar
    /// Columns of the terminal standard output writes to; nil when it is not one.
    public var outputWidth: Int?
    /// Rows of that terminal; nil when standard output is not one.
    public var outputHeight: Int?
    public var write: (String) -> Void
    public var writeError: (String) -> Void
    /// Reads one line from standard input (for confirmations), nil at end of input.
    public var readLine: () -> String?
    /// Reads standard input to its end (`grove import -`).
    public var readInput: () throws -> [UInt8]
    /// The store for a data folder, as seen from the named device, with its roles.
    public var makeStore: (GrovePaths, String) -> StoreRoles
    public var makeNotifications: (GrovePaths, GroveSettings) -> NotificationService
    public var makeHooks: (GrovePaths) -> HookRunner
    /// The rooms planted together in, read and written with this clock and id maker.
    public var makeRoomBoard: (WallClock, @escaping () -> String) -> RoomBoard = { RoomFolder(clock: $0, makeID: $1) }
    /// Opens the terminal the game screen draws on; nil where there is no screen
    /// to draw (the game is then replaced by the status line).
    public var openTerminal: (() throws -> GameTerminal)?
    /// Collects exited child processes (the waiter, hooks, notifiers) so none linger as zombies.
    public var reapChildren: () -> Void = {}
    /// A wait until a date that a change in a room's folder ends early; nil: look at the room on a timer.
    public var watchFolder: (String) -> ((Date) -> Void)? = { _ in nil }
}
