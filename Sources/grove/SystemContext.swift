import FoundationEssentials
import GroveCLI
import GroveCore
import GrovePlatform
import GroveStore
import GroveSystem
import GroveTerminal
import GroveUI

/// The real world: this process's environment, terminal, files and children.
struct SystemContext: CommandContext {
    let environment = ProcessInfo.processInfo.environment
    let stdinIsTerminal = Platform.isTerminal(0)
    let stdoutIsTerminal = Platform.isTerminal(1)
    let clock: WallClock = SystemClock()
    let calendar: LocalCalendar = SystemCalendar()
    let outputSize = TerminalCapabilities.standardOutputSize()
    private let executable = ProcessLauncher.currentExecutable()

    var userName: String? { Platform.userName() }
    var hostName: String? { Platform.hostName() }
    var currentFolder: String? { Platform.currentFolder() }
    var openTerminal: (() throws -> GameTerminal)? { { try TerminalSession.openControllingTerminal() } }

    func makeID() -> String { RandomID.make() }
    // Unbuffered, so output and error lines never interleave out of order; a closed pipe takes nothing more.
    func write(_ text: String) { try? Platform.writeAll(text.utf8, to: 1) }
    func writeError(_ text: String) { try? Platform.writeAll(text.utf8, to: 2) }
    func readLine() -> String? { Swift.readLine() }
    func readInput() throws -> [UInt8] { try Platform.readToEnd(from: 0) }
    func exists(_ path: String) -> Bool { Platform.exists(path) }
    func isFolder(_ path: String) -> Bool { Platform.isFolder(path) }

    func readFile(_ path: String) throws(FileReadError) -> [UInt8] {
        do {
            return try Platform.readFile(path)
        } catch {
            throw FileReadError(error.message)
        }
    }

    func makeStore(_ paths: GrovePaths, device: String) throws -> StoreRoles {
        try DataLayout.checkFolder(paths.data)
        let store = JSONSessionStore(folder: paths.data, device: device, calendar: calendar, clock: clock, makeID: makeID)
        return StoreRoles(store, watchedPaths: { store.watchedPaths })
    }

    func makeNotifications(_ paths: GrovePaths, _ settings: GroveSettings, device: String) -> NotificationService {
        WaiterNotificationService(
            paths: paths, waiterFile: DataLayout.waiterFile(in: paths.data, device: device), executable: executable,
            environment: environment, announcementsEnabled: settings.notifications)
    }

    func makeHooks(_ paths: GrovePaths) -> HookRunner {
        ProcessHookRunner(paths: paths, executable: executable, environment: environment)
    }

    func makeRoomBoard() -> RoomBoard { RoomFolder(clock: clock, makeID: makeID) }

    func makeCommitCounter() -> CommitCounter { GitCommitCounter(environment: environment) }

    func superviseHook(_ hook: String, log: String) {
        let limit = environment["GROVE_HOOK_TIMEOUT"].flatMap(Double.init) ?? HookSupervisor.defaultTimeLimit
        HookSupervisor(hook: hook, log: log, clock: clock, timeLimit: limit).run(environment: environment)
    }

    func reapChildren() { ProcessLauncher.reapExitedChildren() }

    // inotify: the waiter of a tree planted together sees another member's give-up at once.
    func watchFolder(_ folder: String) -> ((Date) -> Void)? {
        guard let watcher = try? FileChangeWatcher(paths: [folder + "/"]) else { return nil }
        return { date in
            let milliseconds = (max(0, date.timeIntervalSince(clock.now())) * 1000).rounded(.up)
            _ = try? Platform.waitUntilReadable([watcher.descriptor], milliseconds: Int32(clamping: Int(milliseconds)))
            _ = watcher.collectChanges()
        }
    }
}
