import Foundation
import GroveTestSupport

/// The built `grove` executable, run as a person's shell would run it.
struct GroveBinary {
    /// What one run printed and returned.
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    let path: String
    var environment: [String: String]

    /// Finds `grove` beside the test bundle (SwiftPM builds it into the same folder).
    static func locate() throws -> String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = bundle.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("grove").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        throw NotFound()
    }

    struct NotFound: Error, CustomStringConvertible {
        var description: String { "the grove binary was not built beside the tests; run swift build first" }
    }

    /// A grove whose data and config live in `sandbox`, never the real home, on the
    /// machine called `device` (the host name when nil).
    init(sandbox: Sandbox, device: String? = nil) throws {
        path = try Self.locate()
        var environment = ProcessInfo.processInfo.environment
        environment["GROVE_DATA_DIR"] = sandbox.data
        environment["XDG_CONFIG_HOME"] = sandbox.config
        environment["HOME"] = sandbox.root
        environment["GROVE_DEVICE"] = device
        environment.removeValue(forKey: "GROVE_SPEED")
        environment.removeValue(forKey: "NO_COLOR")
        environment.removeValue(forKey: "ACCESSIBLE")
        // English wherever the tests run; a test that checks another language sets one.
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] { environment.removeValue(forKey: name) }
        self.environment = environment
    }

    /// Runs grove with `arguments`, without a terminal, and waits for it; through
    /// `launcher` (a program and its arguments, such as strace) when one is given; in `folder` when given.
    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, through launcher: [String] = [], in folder: String? = nil) throws -> Result {
        let process = Process()
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        process.executableURL = URL(fileURLWithPath: launcher.first ?? path)
        process.arguments = launcher.isEmpty ? arguments : launcher.dropFirst() + [path] + arguments
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    /// Starts grove without waiting, for tests that kill it mid-flight.
    func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// `grove history --json`, parsed.
    func history() throws -> [[String: Any]] {
        let result = try run(["history", "--json"])
        return try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]] ?? []
    }

    /// `grove status --json`, parsed.
    func status() throws -> [String: Any] {
        let result = try run(["status", "--json"])
        return try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any] ?? [:]
    }
}

/// A temporary home for one test: data, config and hooks folders.
final class Sandbox {
    private let folder = TemporaryFolder()
    var root: String { folder.path }
    var data: String { "\(root)/data" }
    var config: String { "\(root)/config" }
    var hooks: String { "\(root)/config/grove/hooks" }

    init() throws {
        try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
    }

    /// Installs an executable hook that records its environment to `hook-EVENT.env` in the sandbox.
    func installRecordingHook(_ event: String) throws {
        let script = "#!/bin/sh\nenv | grep '^GROVE_' | sort > '\(root)/hook-\(event).env'\n"
        let path = "\(hooks)/\(event)"
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    func hookRecord(_ event: String) -> String? {
        try? String(contentsOfFile: "\(root)/hook-\(event).env", encoding: .utf8)
    }

    /// Every file under the data folder with its contents, to prove nothing changed.
    func dataSnapshot() -> [String: Data] {
        var snapshot: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: data) else { return snapshot }
        for case let name as String in enumerator {
            snapshot[name] = FileManager.default.contents(atPath: "\(data)/\(name)")
        }
        return snapshot
    }

    /// The regular files under the data folder with their contents; folders are left out.
    func dataFiles() -> [String: Data] {
        dataSnapshot().compactMapValues { $0 }
    }

    /// The events whose recording hook has run.
    func hooksRun() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { $0.hasPrefix("hook-") }.sorted()
    }

    /// Temporary files anywhere under the data folder (history included): a writer's
    /// leftovers, which a finished command must never leave.
    func temporaryFiles() -> [String] {
        dataSnapshot().keys.filter { $0.hasSuffix(".tmp") }.sorted()
    }
}

/// Polls `condition` until it holds or `seconds` pass.
func eventually(within seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try condition() { return true }
        Thread.sleep(forTimeInterval: 0.05)
    }
    return try condition()
}
