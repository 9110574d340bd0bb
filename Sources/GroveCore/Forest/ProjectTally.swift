/// What the forest counts of the focus trees planted in projects: by project, the focus, the trees and the commits made
/// while they grew; summed like the rest of ``ForestTally``.
public struct ProjectTally: Sendable, Equatable, Codable {
    public struct Figures: Sendable, Equatable, Codable {
        public var focusSeconds: Double = 0
        public var trees = 0
        /// Of the trees whose commits were counted.
        public var commits = 0

        public init(focusSeconds: Double = 0, trees: Int = 0, commits: Int = 0) {
            (self.focusSeconds, self.trees, self.commits) = (focusSeconds, trees, commits)
        }

        fileprivate mutating func add(_ other: Figures) {
            focusSeconds += other.focusSeconds
            trees += other.trees
            commits += other.commits
        }
    }

    public private(set) var byProject: [String: Figures] = [:]

    public init(byProject: [String: Figures] = [:]) {
        self.byProject = byProject
    }

    /// Counts a focus tree planted in a project; one planted in none is left out.
    mutating func count(_ session: FinishedSession) {
        guard let project = session.project else { return }
        byProject[project, default: Figures()].add(
            Figures(focusSeconds: session.focusedSeconds, trees: 1, commits: session.commits ?? 0))
    }

    mutating func add(_ other: ProjectTally) {
        byProject.merge(other.byProject) { mine, theirs in
            var sum = mine
            sum.add(theirs)
            return sum
        }
    }

    /// The projects, most focus first (ties by name).
    public var ranked: [(project: String, figures: Figures)] {
        byProject.sorted { ($1.value.focusSeconds, $0.key) < ($0.value.focusSeconds, $1.key) }.map { (project: $0.key, figures: $0.value) }
    }
}
