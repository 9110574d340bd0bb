import FoundationEssentials
import GrovePlatform

/// A git repository in a temporary folder, made with the real `git`, for the tests of trees planted in a project. Its
/// folder is named `name`: the project a tree planted in it records.
public final class GitRepository {
    /// `git` on this machine's `PATH`; nil when it is not installed, and the tests that need it skip.
    public static let git = ProcessLauncher.find("git", path: path)

    /// This process's `PATH`, where the tools tests need are looked for.
    private static let path = ProcessInfo.processInfo.environment["PATH"]

    /// The message a test that needs git skips with.
    public static let missing = "git is not installed (apt-get install git)"

    private let home = TemporaryFolder()
    /// The work tree.
    public let folder: String
    /// What `git` runs with: a home of its own, so the machine's settings never answer.
    public var environment: [String: String] {
        ["HOME": home.path, "PATH": Self.path ?? "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1"]
    }

    /// A new repository on branch `branch`, whose person is `email`; throws when git is missing or fails.
    public init(name: String = "grove", branch: String = "main", email: String = "ana@example.org") throws {
        folder = "\(home.path)/\(name)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try run(["init", "--quiet", "--initial-branch=\(branch)"])
        try run(["config", "user.email", email])
        try run(["config", "user.name", "Ana"])
    }

    /// A commit at `date` (author and committer), by `email` when given, else the repository's person.
    public func commit(at date: Date, by email: String? = nil) throws {
        let stamp = "@\(Int(date.timeIntervalSince1970.rounded(.down))) +0000"
        var arguments = ["commit", "--quiet", "--allow-empty", "--message", "work at \(stamp)"]
        if let email { arguments += ["--author", "Someone <\(email)>"] }
        try run(arguments, dated: stamp)
    }

    /// Runs `git ARGUMENTS` in the work tree, to its end.
    public func run(_ arguments: [String], dated stamp: String? = nil) throws {
        guard let git = Self.git else { throw Failure(description: Self.missing) }
        var environment = environment
        if let stamp { (environment["GIT_AUTHOR_DATE"], environment["GIT_COMMITTER_DATE"]) = (stamp, stamp) }
        guard let pid = ProcessLauncher.launch(git, arguments: ["-C", folder] + arguments, environment: environment, detached: false),
              Platform.exit(of: pid, waiting: true) == .exited(0)
        else { throw Failure(description: "git \(arguments.joined(separator: " ")) failed") }
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }
}

