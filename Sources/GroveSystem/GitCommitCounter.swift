import FoundationEssentials
import GroveCore
import GrovePlatform

/// Counts a person's commits with `git`, the two questions it asks sharing one time limit: who the person is
/// (`user.email`), then how many commits they authored, on any branch, committed from the start through the end.
public struct GitCommitCounter: CommitCounter {
    /// Wall seconds both questions together may take.
    public static let timeLimit: Double = 2

    private let environment: [String: String]
    private let timeLimit: Double

    /// `environment`: the one grove runs in (for `PATH`, `HOME` and git's own settings).
    public init(environment: [String: String], timeLimit: Double = GitCommitCounter.timeLimit) {
        // A variable naming another repository would answer for it instead of the tree's folder.
        self.environment = environment.filter { !Self.otherRepository.contains($0.key) }
        self.timeLimit = timeLimit
    }

    private static let otherRepository: Set<String> = ["GIT_DIR", "GIT_WORK_TREE", "GIT_COMMON_DIR", "GIT_INDEX_FILE"]

    public func commits(in folder: String, from start: Date, through end: Date) -> Int? {
        guard let git = ProcessLauncher.find("git", path: environment["PATH"]) else { return nil }
        let deadline = Platform.monotonicSeconds() + timeLimit
        func ask(_ arguments: [String]) -> String? {
            TimedCommand.output(of: git, arguments: ["-C", folder] + arguments, environment: environment, deadline: deadline)
                .flatMap { String(decoding: $0, as: UTF8.self).split(separator: "\n").first.map(String.init) }
        }
        guard let email = ask(["config", "user.email"]), !email.isEmpty else { return nil }
        // `--since` stops the walk at the first older commit, so a long history costs no more than the last commits.
        let count = ask([
            "rev-list", "--count", "--fixed-strings", "--author=<\(email)>", "--since=\(Self.gitDate(start, .up))",
            "--until=\(Self.gitDate(end, .down))", "--branches", "HEAD", "--",
        ])
        return count.flatMap { Int($0) }
    }

    /// A date as git reads one, rounded to a whole second inwards: a commit's time has no fraction, and one made in the
    /// second a tree was planted, before it, is not the tree's.
    static func gitDate(_ date: Date, _ rounding: FloatingPointRoundingRule) -> String {
        ISOTime.text(Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(rounding)))
    }
}
