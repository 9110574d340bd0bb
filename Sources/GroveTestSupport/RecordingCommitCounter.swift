import FoundationEssentials
import GroveCore

/// Answers every count with `answer` (nil: it could not count), and records what it was asked.
public final class RecordingCommitCounter: CommitCounter {
    public struct Asked: Equatable, Sendable {
        public let folder: String
        public let start: Date
        public let end: Date

        public init(folder: String, start: Date, end: Date) {
            (self.folder, self.start, self.end) = (folder, start, end)
        }
    }

    public var answer: Int?
    public private(set) var asked: [Asked] = []

    public init(answer: Int?) {
        self.answer = answer
    }

    public func commits(in folder: String, from start: Date, through end: Date) -> Int? {
        asked.append(Asked(folder: folder, start: start, end: end))
        return answer
    }
}
