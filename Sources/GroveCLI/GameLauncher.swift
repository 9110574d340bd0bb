import Glibc
import GroveCore
import GroveStore
import GroveSystem
import GroveTerminal
import GroveUI

/// Opens the live game screen with the real services: the JSON store, the
/// waiter notifications (whose bell rings on this screen), the hooks, the
/// system clock and calendar, a ticker driven by the game loop, and the
/// forest read from the same store.
public struct GameLauncher {
    private let environment: [String: String]
    /// grove itself, for the detached waiter and hook supervisors.
    private let executable: String?

    public init(environment: [String: String], executable: String?) {
        self.environment = environment
        self.executable = executable
    }

    /// Runs the game until the person leaves; returns the exit status.
    public func open(_ launch: GameLaunch) -> Int32 {
        let terminal: TerminalSession
        do {
            terminal = try TerminalSession.openControllingTerminal()
        } catch {
            StandardStream.write("grove: cannot open the terminal: \(error)\n", to: 2)
            return 1
        }
        let clock = SystemClock()
        let calendar = SystemCalendar()
        let ticker = LoopTicker()
        let device = DeviceName.resolve(environment: environment, configured: launch.settings.device)
        let repository = JSONSessionStore(folder: launch.paths.data, device: device, calendar: calendar)
        // The loop needs the model and the model's services need the loop's bell.
        var ringBell: () -> Void = {}
        let notifications = WaiterNotificationService(
            paths: launch.paths, waiterFile: DataLayout.waiterFile(in: launch.paths.data, device: device),
            executable: executable, environment: environment,
            announcementsEnabled: launch.settings.notifications, bell: { ringBell() })
        let model = TimerViewModel(
            repository: repository, notifications: notifications,
            hooks: ProcessHookRunner(paths: launch.paths, executable: executable, environment: environment),
            clock: clock, ticker: ticker, settings: launch.settings, speed: launch.speed, calendar: calendar)
        model.restore()
        if let message = model.errorMessage {
            StandardStream.write("grove: \(message)\n", to: 2)
            return 1
        }
        var openingMessage: String?
        if let plan = launch.plantOnOpen {
            model.startSession(plan)
            openingMessage = model.errorMessage
        }
        let capability = launch.colorEnabled
            ? ColorCapability.detect(environment: environment, isTerminal: true) : .monochrome
        let forest = ForestQuery(repository: repository, calendar: calendar, dailyGoal: launch.settings.dailyGoal)
        let loop = GameLoop(
            model: model, terminal: terminal, ticker: ticker, clock: clock,
            options: GameOptions(
                colorCapability: capability,
                forestReport: { range, anchor in
                    try forest.report(
                        range: range, containing: anchor, today: calendar.day(of: clock.now()), tag: nil,
                        coins: model.rewards.coins)
                },
                completionSignal: CompletionSignal.detect(environment: environment),
                signalsCompletion: launch.settings.notifications, reapChildren: ProcessLauncher.reapExitedChildren,
                openingMessage: openingMessage))
        ringBell = { [unowned loop] in loop.ringBell() }
        let exit = loop.run()
        if case .failed(let message) = exit {
            StandardStream.write("grove: \(message)\n", to: 2)
        }
        return exit.status
    }
}
