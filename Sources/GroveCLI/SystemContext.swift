import FoundationEssentials
import Glibc
import GroveCore
import GroveStore
import GroveSystem
import GroveTerminal

extension CommandContext {
    /// The real world: this process's environment, terminal, files and children,
    /// with the live game screen unless `openGame` stands in for it.
    public static func system(openGame: ((GameLaunch) -> Int32)? = nil) -> CommandContext {
        let environment = ProcessInfo.processInfo.environment
        let executable = ProcessLauncher.currentExecutable()
        let calendar = SystemCalendar()
        return CommandContext(
            environment: environment,
            stdinIsTerminal: isatty(0) == 1,
            stdoutIsTerminal: isatty(1) == 1,
            clock: SystemClock(),
            calendar: calendar,
            outputWidth: TerminalCapabilities.standardOutputSize()?.width,
            write: { StandardStream.write($0, to: 1) },
            writeError: { StandardStream.write($0, to: 2) },
            readLine: { Swift.readLine() },
            makeRepository: { JSONSessionStore(folder: $0.data, device: $1, calendar: calendar) },
            makeNotifications: { paths, settings in
                WaiterNotificationService(
                    paths: paths,
                    waiterFile: DataLayout.waiterFile(
                        in: paths.data, device: DeviceName.resolve(environment: environment, configured: settings.device)),
                    executable: executable, environment: environment,
                    announcementsEnabled: settings.notifications)
            },
            makeHooks: { ProcessHookRunner(paths: $0, executable: executable, environment: environment) },
            openGame: openGame ?? GameLauncher(environment: environment, executable: executable).open)
    }
}
