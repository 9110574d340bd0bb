import FoundationEssentials
import GroveCore
import GrovePlatform
import GroveStore
import GroveSystem
import GroveTerminal

extension CommandContext {
    /// The real world: this process's environment, terminal, files and children.
    public static func system() -> CommandContext {
        let environment = ProcessInfo.processInfo.environment
        let executable = ProcessLauncher.currentExecutable()
        let calendar = SystemCalendar()
        let outputSize = TerminalCapabilities.standardOutputSize()
        return CommandContext(
            environment: environment,
            stdinIsTerminal: Platform.isTerminal(0),
            stdoutIsTerminal: Platform.isTerminal(1),
            clock: SystemClock(),
            calendar: calendar,
            outputWidth: outputSize?.width,
            outputHeight: outputSize?.height,
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
            watchedPaths: { ($0 as? JSONSessionStore)?.livePaths ?? [] },
            openTerminal: { try TerminalSession.openControllingTerminal() },
            reapChildren: ProcessLauncher.reapExitedChildren)
    }
}
