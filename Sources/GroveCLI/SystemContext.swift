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
        let clock = SystemClock()
        let makeID = RandomID.make
        let outputSize = TerminalCapabilities.standardOutputSize()
        return CommandContext(
            environment: environment,
            stdinIsTerminal: Platform.isTerminal(0),
            stdoutIsTerminal: Platform.isTerminal(1),
            clock: clock,
            makeID: makeID,
            calendar: calendar,
            outputWidth: outputSize?.width,
            outputHeight: outputSize?.height,
            // Unbuffered, so output and error lines never interleave out of order; a closed pipe takes nothing more.
            write: { try? Platform.writeAll($0.utf8, to: 1) },
            writeError: { try? Platform.writeAll($0.utf8, to: 2) },
            readLine: { Swift.readLine() },
            readInput: { try Platform.readToEnd(from: 0) },
            makeStore: { paths, device in
                let store = JSONSessionStore(folder: paths.data, device: device, calendar: calendar, clock: clock, makeID: makeID)
                return StoreRoles(store, watchedPaths: { store.watchedPaths })
            },
            makeNotifications: { paths, settings in
                WaiterNotificationService(
                    paths: paths,
                    waiterFile: DataLayout.waiterFile(
                        in: paths.data, device: DeviceName.resolve(environment: environment, configured: settings.device)),
                    executable: executable, environment: environment,
                    announcementsEnabled: settings.notifications)
            },
            makeHooks: { ProcessHookRunner(paths: $0, executable: executable, environment: environment) },
            openTerminal: { try TerminalSession.openControllingTerminal() },
            reapChildren: ProcessLauncher.reapExitedChildren,
            // inotify: the waiter of a tree planted together sees another member's give-up at once.
            watchFolder: { folder in
                guard let watcher = try? FileChangeWatcher(paths: [folder + "/"]) else { return nil }
                return { date in
                    let milliseconds = (max(0, date.timeIntervalSince(clock.now())) * 1000).rounded(.up)
                    _ = try? Platform.waitUntilReadable([watcher.descriptor], milliseconds: Int32(clamping: Int(milliseconds)))
                    _ = watcher.collectChanges()
                }
            })
    }
}
