import Foundation
import Testing

/// A full or failing disk at every write a command makes, injected with strace
/// into the real binary: the command exits 1 with one line naming the path and
/// the problem, every data file is as it was, no temporary file is left, and no
/// hook has run. Run again with room on the disk, the command succeeds.
@Suite("disk faults at every write", .serialized)
struct DiskFaultTests {
    /// A command and the commands that set up the data it acts on.
    struct Scenario: CustomTestStringConvertible, Sendable {
        let setUp: [[String]]
        let command: [String]
        var testDescription: String { command.joined(separator: " ") }
    }

    static let scenarios = [
        Scenario(setUp: [], command: ["plant", "--minutes", "60"]),
        Scenario(setUp: [["plant", "--minutes", "60"]], command: ["pause"]),
        Scenario(setUp: [["plant", "--minutes", "60"], ["pause"]], command: ["resume"]),
        // At speed 60 the tree is past the first ten forgiven seconds by the time it is given up.
        Scenario(setUp: [["plant", "--minutes", "60", "--speed", "60"], ["pause"]], command: ["give-up", "--yes"]),
    ]

    /// The system calls that put data on disk.
    static let writingCalls = ["openat", "write", "fsync", "link", "rename", "mkdir"]
    /// Files the effects write after the save (the waiter's pid, the hook log): bookkeeping,
    /// never a copy of a fact, so a fault there is not a failed command.
    static let effectFiles = ["waiter.pid", "hooks.log"]
    /// Derived files: never the only copy of anything, so a failure writing one costs a recount, not the command.
    static let derivedFiles = ["totals.cache.json", "forest.cache.json"]
    static let hookEvents = [
        "planted", "paused", "resumed", "completed", "abandoned", "cancelled", "goal-reached", "break-started", "break-ended",
    ]

    static let strace: String? = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: strace != nil, "strace is missing: install it to inject disk faults"), arguments: scenarios)
    func everyWriteThatFailsLeavesTheDataAsItWas(_ scenario: Scenario) throws {
        let strace = try #require(Self.strace)
        let points = try faultPoints(of: scenario, strace: strace)
        #expect(points.count >= 4, "found only \(points)")
        for point in points {
            for error in ["ENOSPC", "EIO"] {
                try check(scenario, failing: point, with: error, strace: strace)
            }
        }
    }

    /// The game screen on a disk that refuses the first saves: the tree grows on
    /// screen with the error, nothing runs for it, and it is saved once there is room.
    @Test(.enabled(if: strace != nil, "strace is missing: install it to inject disk faults"))
    func theGameKeepsTheTreeUntilTheDiskHasRoom() throws {
        let strace = try #require(Self.strace)
        let game = try GameInATerminal(config: #"{"focusMinutes": 60}"#)
        for event in Self.hookEvents { try game.sandbox.installRecordingHook(event) }
        // Every save renames a file into place: the first twelve fail, as on a full disk,
        // which the screen's retry once a second takes about twelve seconds to get past.
        try game.start([], through: [strace, "-qq", "-o", "/dev/null", "-e", "trace=rename", "-e", "inject=rename:error=ENOSPC:when=1..12"])
        game.waitFor("enter plant")
        game.type("\r")
        game.waitFor("Failed to save session: cannot replace")
        #expect(game.screen.shows("space pause"))
        let grove = try GroveBinary(sandbox: game.sandbox, device: GameInATerminal.device)
        #expect(try grove.status()["state"] as? String == "none")
        #expect(game.sandbox.hooksRun().isEmpty)

        #expect(eventually(within: 60) { (try? grove.status()["state"] as? String) == "active" })
        game.waitUntil("the error gone") { !$0.shows("Failed to save") && $0.shows("space pause") }
        #expect(eventually(within: 30) { game.sandbox.hooksRun() == ["hook-planted.env"] })
        game.type("q")
        #expect(game.waitForExit() == 0)
    }

    /// Each call (name, its count in the command's process) that writes under the data folder.
    /// Only the command's own process is traced (no -f): the waiter it may start runs on
    /// for an hour, and hooks are other processes, which must not run at all here.
    private func faultPoints(of scenario: Scenario, strace: String) throws -> [(call: String, index: Int)] {
        let (sandbox, grove) = try prepare(scenario)
        let trace = "\(sandbox.root)/trace"
        let result = try grove.run(
            scenario.command,
            through: [strace, "-y", "-qq", "-o", trace, "-e", "trace=" + Self.writingCalls.joined(separator: ",")])
        #expect(result.status == 0, "\(result.errors)")
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        let main = lines.first.map { $0.prefix { $0.isNumber } } ?? ""
        var counts: [String: Int] = [:]
        var points: [(String, Int)] = []
        for line in lines where line.prefix(while: { $0.isNumber }) == main && !line.contains("resumed>") {
            let call = String(line.drop { $0.isNumber || $0 == " " }.prefix { $0 != "(" })
            counts[call, default: 0] += 1
            guard line.contains(sandbox.data), !(Self.effectFiles + Self.derivedFiles).contains(where: { line.contains("\($0)") })
            else { continue }
            let writes = switch call {
            case "openat": line.contains("O_CREAT")
            case "mkdir": line.hasSuffix("= 0")
            default: true
            }
            if writes { points.append((call, counts[call]!)) }
        }
        return points
    }

    private func check(_ scenario: Scenario, failing point: (call: String, index: Int), with error: String, strace: String) throws {
        let (sandbox, grove) = try prepare(scenario)
        let before = Self.data(in: sandbox)
        let injection = "inject=\(point.call):error=\(error):when=\(point.index)"
        let result = try grove.run(
            scenario.command, through: [strace, "-qq", "-o", "/dev/null", "-e", "trace=\(point.call)", "-e", injection])
        let what = "\(scenario.testDescription) with \(injection)"
        #expect(result.status == 1, "\(what): \(result.output)")
        let problem = error == "ENOSPC" ? "No space left on device" : "Input/output error"
        #expect(
            result.errors.hasPrefix("grove: ") && result.errors.filter { $0 == "\n" }.count == 1
                && result.errors.contains(sandbox.data) && result.errors.contains(problem),
            "\(what): \(result.errors)")
        #expect(Self.data(in: sandbox) == before, "\(what): the data changed")
        #expect(sandbox.temporaryFiles().isEmpty, "\(what): left \(sandbox.temporaryFiles())")
        #expect(sandbox.hooksRun().isEmpty, "\(what): ran \(sandbox.hooksRun())")

        let again = try grove.run(scenario.command)
        #expect(again.status == 0, "\(what), then with room: \(again.errors)")
        // Hooks run beside the command and may finish after it.
        #expect(eventually(within: 30) { !sandbox.hooksRun().isEmpty }, "\(what), then with room: no hook ran")
    }

    /// The data files, without the lock file: it holds no data, and taking the lock may create it.
    private static func data(in sandbox: Sandbox) -> [String: Data] {
        sandbox.dataFiles().filter { file in
            !file.key.hasSuffix(".lock") && !(effectFiles + derivedFiles).contains { file.key.hasSuffix($0) }
        }
    }

    /// A sandbox after the scenario's set-up, with a marker hook for every event from then on.
    private func prepare(_ scenario: Scenario) throws -> (Sandbox, GroveBinary) {
        let sandbox = try Sandbox()
        let grove = try GroveBinary(sandbox: sandbox)
        for command in scenario.setUp {
            let result = try grove.run(command)
            #expect(result.status == 0, "\(command): \(result.errors)")
            // A fast session needs a moment of wall time to grow past the forgiven start.
            if command.contains("--speed") { Thread.sleep(forTimeInterval: 0.5) }
        }
        for event in Self.hookEvents { try sandbox.installRecordingHook(event) }
        return (sandbox, grove)
    }
}
