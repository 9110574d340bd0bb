import Foundation
@testable import GroveCLI
import GroveCore
import GroveStore
import GroveTerminal
import GroveTestSupport
import GroveUI

/// Runs grove commands in-process against the test doubles, capturing what a person would see.
final class CLIHarness {
    let clock = ManualClock()
    let ids = SequentialIDs()
    var calendar: LocalCalendar = FixedOffsetCalendar.utc
    let repository = InMemorySessionRepository()
    /// The store commands use; the in-memory repository unless a test gives another.
    lazy var store = StoreRoles(repository)
    let notifications = RecordingNotificationService()
    let hooks = RecordingHookRunner()
    /// Answers how many commits a tree in a project saw.
    let commits = RecordingCommitCounter(answer: 3)
    /// The harness's own folder: the config folder (`XDG_CONFIG_HOME`), and the files a test writes.
    let folder = TemporaryFolder()
    var configFolder: String { folder.path }
    var isTerminal = false
    /// The columns and rows of the terminal standard output writes to; nil: it is not one.
    var outputSize: (width: Int, height: Int)?
    /// The terminal the game screen opens on; nil: there is no screen.
    var gameTerminal: GameTerminal?
    var typedLines: [String] = []
    /// What `grove import -` reads.
    var standardInput = ""
    /// The machine as the commands see it: who runs grove, on which host, from which folder.
    var userName: String? = "ada"
    var hostName: String? = "workbench"
    var currentFolder: String? = "/nonexistent-folder"
    /// The hooks `grove _hook` was asked to supervise, with their logs.
    private(set) var supervisedHooks: [(hook: String, log: String)] = []
    private(set) var output = ""
    private(set) var errors = ""

    func writeConfig(_ json: String) throws {
        try folder.write(json, to: "grove/config.json")
    }

    /// Writes `text` into a file `name` of the harness's own folder; returns its path.
    func writeFile(_ text: String, named name: String) throws -> String {
        try folder.write(text, to: name)
        return "\(configFolder)/\(name)"
    }

    /// Runs `grove ARGUMENTS`; returns the exit status. Output accumulates until `reset`.
    @discardableResult
    func run(_ arguments: String..., environment: [String: String] = [:]) -> Int32 {
        run(arguments, environment: environment)
    }

    /// Runs `grove ARGUMENTS` from an array.
    @discardableResult
    func run(_ arguments: [String], environment: [String: String] = [:]) -> Int32 {
        output = ""
        errors = ""
        let environment = ["HOME": "/nonexistent-home", "XDG_CONFIG_HOME": configFolder, "GROVE_DATA_DIR": "/nonexistent-data"]
            .merging(environment) { $1 }
        return GroveCommandLine.run(arguments, context: Context(harness: self, environment: environment))
    }

    var outputLines: [String] { output.split(separator: "\n").map(String.init) }

    func statusJSON() throws -> [String: Any] {
        run("status", "--json")
        return try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] ?? [:]
    }

    /// The harness as commands see it: its doubles, and the temporary files tests write.
    private struct Context: CommandContext {
        let harness: CLIHarness
        let environment: [String: String]
        var stdinIsTerminal: Bool { harness.isTerminal }
        var stdoutIsTerminal: Bool { harness.isTerminal }
        var clock: WallClock { harness.clock }
        var calendar: LocalCalendar { harness.calendar }
        var outputSize: TerminalSize? { harness.outputSize.map { TerminalSize(width: $0.width, height: $0.height) } }
        var userName: String? { harness.userName }
        var hostName: String? { harness.hostName }
        var currentFolder: String? { harness.currentFolder }
        var openTerminal: (() throws -> GameTerminal)? { harness.gameTerminal.map { terminal in { terminal } } }

        func makeID() -> String { harness.ids.make() }
        func write(_ text: String) { harness.output += text }
        func writeError(_ text: String) { harness.errors += text }
        func readLine() -> String? { harness.typedLines.isEmpty ? nil : harness.typedLines.removeFirst() }
        func readInput() throws -> [UInt8] { Array(harness.standardInput.utf8) }

        func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

        func isFolder(_ path: String) -> Bool {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }

        /// The file from the temporary folder, or the system's words for why not.
        func readFile(_ path: String) throws(FileReadError) -> [UInt8] {
            if let data = FileManager.default.contents(atPath: path) { return Array(data) }
            throw FileReadError(String(cString: strerror(isFolder(path) ? EISDIR : exists(path) ? EACCES : ENOENT)))
        }

        func makeStore(_ paths: GrovePaths, device: String) throws -> StoreRoles { harness.store }
        func makeNotifications(_ paths: GrovePaths, _ settings: GroveSettings, device: String) -> NotificationService {
            harness.notifications
        }
        func makeHooks(_ paths: GrovePaths) -> HookRunner { harness.hooks }
        func makeRoomBoard() -> RoomBoard { RoomFolder(clock: harness.clock, makeID: harness.ids.make) }
        func makeCommitCounter() -> CommitCounter { harness.commits }
        func superviseHook(_ hook: String, log: String) { harness.supervisedHooks.append((hook, log)) }
        func reapChildren() {}
        func watchFolder(_ folder: String) -> ((Date) -> Void)? { nil }
    }
}
