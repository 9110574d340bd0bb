import GroveWords
/// A store that can check its files and repair what it cannot read (`grove doctor`).
public protocol DataChecking: AnyObject {
    /// Changes nothing.
    func problems() throws -> [DataProblem]

    /// Nothing planted yet, perhaps no folder at all.
    func isEmpty() throws -> Bool

    /// Moves every unreadable file aside (never deleting one, nor one a newer grove wrote), keeps what
    /// can still be read and rebuilds the caches; returns what it did, a line each.
    func repair() throws -> [String]
}

public struct DataProblem: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// grove refuses the file until it is repaired (`grove doctor --repair` moves it aside).
        case unreadable
        /// A newer grove wrote it: only that grove may read or change it, so no repair touches it.
        case newerGrove
        /// grove works, but a person may want to know (a conflict copy, a shared device name).
        case notice
    }

    public let path: String
    public let problem: String
    public let kind: Kind

    public init(path: String, problem: String, kind: Kind) {
        self.path = path
        self.problem = problem
        self.kind = kind
    }

    public var description: String { Words.Data.fileProblem(path: path, problem: problem) }
}
