import Foundation
@testable import GroveCLI
import GroveCore
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
    let configFolder: String
    var isTerminal = false
    /// The columns and rows of the terminal standard output writes to; nil: it is not one.
    var outputSize: (width: Int, height: Int)?
    /// The terminal the game screen opens on; nil: there is no screen.
    var gameTerminal: GameTerminal?
    var typedLines: [String] = []
    /// What `grove import -` reads.
    var standardInput = ""
    private(set) var output = ""
    private(set) var errors = ""

    init() {
        configFolder = FileManager.default.temporaryDirectory.appendingPathComponent("grove-cli-\(UUID().uuidString)").path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: configFolder)
    }

    func writeConfig(_ json: String) throws {
        try FileManager.default.createDirectory(atPath: "\(configFolder)/grove", withIntermediateDirectories: true)
        try Data(json.utf8).write(to: URL(fileURLWithPath: "\(configFolder)/grove/config.json"))
    }

    /// Writes `text` into a file `name` of the harness's own folder; returns its path.
    func writeFile(_ text: String, named name: String) throws -> String {
        try FileManager.default.createDirectory(atPath: configFolder, withIntermediateDirectories: true)
        let path = "\(configFolder)/\(name)"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
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
        let context = CommandContext(
            environment: ["HOME": "/nonexistent-home", "XDG_CONFIG_HOME": configFolder, "GROVE_DATA_DIR": "/nonexistent-data"]
                .merging(environment) { $1 },
            stdinIsTerminal: isTerminal, stdoutIsTerminal: isTerminal, clock: clock, makeID: ids.make, calendar: calendar,
            outputWidth: outputSize?.width, outputHeight: outputSize?.height, write: { self.output += $0 }, writeError: { self.errors += $0 },
            readLine: { self.typedLines.isEmpty ? nil : self.typedLines.removeFirst() },
            readInput: { Array(self.standardInput.utf8) },
            makeStore: { _, _ in self.store },
            makeNotifications: { _, _ in self.notifications },
            makeHooks: { _ in self.hooks },
            openTerminal: gameTerminal.map { terminal in { terminal } })
        return GroveCommandLine.run(arguments, context: context)
    }

    var outputLines: [String] { output.split(separator: "\n").map(String.init) }

    func statusJSON() throws -> [String: Any] {
        run("status", "--json")
        return try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] ?? [:]
    }
}
