import GroveText
import GroveWords

/// Where a tree was planted, when that was inside a git work tree: the repository's name and branch, which its finished
/// session keeps, and the work tree's folder, which only this machine's live record holds so that the tree's end can count
/// its commits there.
public struct ProjectPlace: Sendable, Hashable, Codable {
    /// The repository's folder name, never a path: printable, at most ``maximumLength`` characters.
    public let name: String
    /// The branch checked out at planting; nil on a detached head.
    public let branch: String?
    /// The work tree's folder, for counting the commits.
    public let folder: String

    /// A place whose names are made safe to keep and show (``name(_:)``); nil when no name is left.
    public init?(name: String, branch: String?, folder: String) {
        guard let safeName = Self.name(name) else { return nil }
        self.name = safeName
        self.branch = branch.flatMap(Self.name)
        self.folder = folder
    }

    /// The longest name a project or branch keeps: longer ones are cut.
    public static let maximumLength = 64

    /// `text` as grove keeps a project's or a branch's name: what could command a terminal dropped, cut to
    /// ``maximumLength``; nil when nothing is left. A folder may be named anything: spaces stay, escapes do not.
    public static func name(_ text: String) -> String? {
        let kept = String(PrintableText.removingUnprintable(from: text).prefix(maximumLength))
        return kept.allSatisfy(\.isWhitespace) ? nil : kept
    }

    /// Whether a project or branch name read from a file is one grove could have kept.
    static func isKept(_ text: String) -> Bool {
        name(text) == text
    }

    private enum CodingKeys: String, CodingKey {
        case name, branch, folder
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        branch = try container.decode(String?.self, forKey: .branch)
        folder = try container.decode(String.self, forKey: .folder)
        for (key, text) in [(CodingKeys.name, name), (.branch, branch)] {
            if let text, !Self.isKept(text) {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: Words.Project.nameRule(most: Words.number(Self.maximumLength)))
            }
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(branch, forKey: .branch)
        try container.encode(folder, forKey: .folder)
    }
}

extension ProjectPlace {
    /// The first of `session`'s project fields that breaks a rule of stored sessions, and what is wrong with it.
    static func problem(in session: FinishedSession) -> (field: SessionField, problem: String)? {
        if let project = session.project, !isKept(project) { return (.project, Words.Project.nameRule(most: Words.number(maximumLength))) }
        if let branch = session.branch, !isKept(branch) { return (.branch, Words.Project.nameRule(most: Words.number(maximumLength))) }
        if session.project == nil, session.branch != nil || session.commits != nil {
            return (session.branch != nil ? .branch : .commits, Words.Project.withoutProject)
        }
        if let commits = session.commits, !(0...maximumCommits).contains(commits) {
            return (.commits, Words.Project.commitsRule(most: Words.number(maximumCommits)))
        }
        return nil
    }

    /// More commits than anyone makes in 180 minutes: a damaged or hostile file.
    static let maximumCommits = 100_000
}
