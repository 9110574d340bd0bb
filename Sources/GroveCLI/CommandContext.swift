import GroveCore
import GroveSystem

/// The outside world as a command sees it, so every command runs the same way
/// from the real binary and from a test with doubles.
public struct CommandContext {
    public var environment: [String: String]
    public var stdinIsTerminal: Bool
    public var stdoutIsTerminal: Bool
    /// Columns of the terminal standard output writes to; nil when it is not one.
    public var outputWidth: Int?
    public var clock: WallClock
    /// The person's local calendar, for days, streaks and hours.
    public var calendar: LocalCalendar
    /// Writes to standard output.
    public var write: (String) -> Void
    /// Writes to standard error.
    public var writeError: (String) -> Void
    /// Reads one line from standard input (for confirmations), nil at end of input.
    public var readLine: () -> String?
    /// The store for a data folder, as seen from the named device.
    public var makeRepository: (GrovePaths, String) -> SessionRepository
    public var makeNotifications: (GrovePaths, GroveSettings) -> NotificationService
    public var makeHooks: (GrovePaths) -> HookRunner
    /// Opens the live game screen; nil where there is no screen (tests, until it exists).
    public var openGame: ((GameLaunch) -> Int32)?

    public init(
        environment: [String: String], stdinIsTerminal: Bool, stdoutIsTerminal: Bool, clock: WallClock,
        calendar: LocalCalendar, outputWidth: Int? = nil, write: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
        readLine: @escaping () -> String?,
        makeRepository: @escaping (GrovePaths, String) -> SessionRepository,
        makeNotifications: @escaping (GrovePaths, GroveSettings) -> NotificationService,
        makeHooks: @escaping (GrovePaths) -> HookRunner,
        openGame: ((GameLaunch) -> Int32)? = nil
    ) {
        self.environment = environment
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.clock = clock
        self.calendar = calendar
        self.outputWidth = outputWidth
        self.write = write
        self.writeError = writeError
        self.readLine = readLine
        self.makeRepository = makeRepository
        self.makeNotifications = makeNotifications
        self.makeHooks = makeHooks
        self.openGame = openGame
    }
}

/// What the game screen needs to start.
public struct GameLaunch {
    public let paths: GrovePaths
    public let settings: GroveSettings
    public let speed: GameSpeed
    public let colorEnabled: Bool
    /// A session to plant as the screen opens (`grove plant` without `--detach`).
    public let plantOnOpen: SessionPlan?

    public init(paths: GrovePaths, settings: GroveSettings, speed: GameSpeed, colorEnabled: Bool, plantOnOpen: SessionPlan?) {
        self.paths = paths
        self.settings = settings
        self.speed = speed
        self.colorEnabled = colorEnabled
        self.plantOnOpen = plantOnOpen
    }
}
