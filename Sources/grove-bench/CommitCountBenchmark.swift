import Foundation
import GrovePlatform
import GroveSystem

/// The commits a tree saw, counted with `git` in a repository of 100,000 commits made with `git fast-import`: the tree's
/// 25 minutes hold the last few, the person's and another's, after months of history.
enum CommitCountBenchmark {
    struct Result {
        let commits: Int
        let counted: Int?
        let median: Double
        let slowest: Double
    }

    static let commits = 100_000
    /// The person's commits among the last ones, inside the tree's 25 minutes.
    static let expected = 3

    /// Nil when git is not installed.
    static func run(scratch: String, runs: Int = 20) throws -> Result? {
        guard let git = ProcessLauncher.find("git", path: ProcessInfo.processInfo.environment["PATH"]) else { return nil }
        let folder = "\(scratch)/repository"
        let environment = ["HOME": scratch, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1"]
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try runGit(git, ["init", "--quiet", "--initial-branch=main", folder], environment: environment)
        try runGit(git, ["-C", folder, "config", "user.email", "ana@example.org"], environment: environment)
        let end = Date().timeIntervalSince1970.rounded(.down)
        let start = end - 1500
        try importHistory(git: git, folder: folder, environment: environment, start: start)
        let counter = GitCommitCounter(environment: environment)
        let from = Date(timeIntervalSince1970: start), through = Date(timeIntervalSince1970: end)
        let counted = counter.commits(in: folder, from: from, through: through)
        let times = (0..<runs).map { _ in Measure.once { _ = counter.commits(in: folder, from: from, through: through) } }
        return Result(commits: commits, counted: counted, median: Measure.median(times), slowest: times.max() ?? 0)
    }

    /// A minute between commits, by two people; the last ones inside the tree, three of them the person's.
    private static func importHistory(git: String, folder: String, environment: [String: String], start: Double) throws {
        var stream = ""
        stream.reserveCapacity(commits * 150)
        for index in 0..<commits {
            let left = commits - index
            // The last five fall inside the tree: every other one the person's (three), the rest another's.
            let time = left <= 5 ? Int(start) + 60 * (6 - left) : Int(start) - 60 * (left - 5)
            let who = left <= 5 ? (left % 2 == 1 ? "Ana <ana@example.org>" : "Bo <bo@example.org>")
                : (index % 3 == 0 ? "Bo <bo@example.org>" : "Ana <ana@example.org>")
            let message = "commit \(index)\n"
            stream += "commit refs/heads/main\nauthor \(who) \(time) +0000\ncommitter \(who) \(time) +0000\n"
            stream += "data \(message.utf8.count)\n\(message)\n"
        }
        let input = "\(folder)/../fast-import.txt"
        try stream.write(toFile: input, atomically: false, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = ["-C", folder, "fast-import", "--quiet"]
        process.environment = environment
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: input))
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw GitFailed(arguments: ["fast-import"]) }
    }

    private static func runGit(_ git: String, _ arguments: [String], environment: [String: String]) throws {
        guard let pid = ProcessLauncher.launch(git, arguments: arguments, environment: environment, detached: false),
              Platform.exit(of: pid, waiting: true) == .exited(0)
        else { throw GitFailed(arguments: arguments) }
    }

    struct GitFailed: Error, CustomStringConvertible {
        let arguments: [String]
        var description: String { "git \(arguments.joined(separator: " ")) failed" }
    }
}
