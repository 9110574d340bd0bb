import FoundationEssentials
import GroveText
import GroveWords

/// How grove tells the project a tree grew in and the commits made meanwhile, on the outcome screen, in plain sentences and
/// in `history` alike. A project's name comes from a folder: it is shown escaped.
public enum ProjectWords {
    /// "25 min of focus, 3 commits on grove", "25 min of focus on grove" (not counted), or "25 min of focus" with no project.
    public static func focus(_ seconds: TimeInterval, project: String?, commits: Int?) -> String {
        let amount = TimeText.amount(seconds)
        guard let project = project.map(PrintableText.escaped) else { return Words.Project.focus(focus: amount) }
        guard let commits else { return Words.Project.focusOn(focus: amount, project: project) }
        return Words.Project.focusWithCommits(focus: amount, count: commits, project: project)
    }

    /// "You made 3 commits on grove while it grew.", for a screen reader; nil when nothing was counted.
    public static func sentence(project: String?, commits: Int?) -> String? {
        guard let project = project.map(PrintableText.escaped), let commits else { return nil }
        return Words.Project.commitsSentence(count: commits, project: project)
    }

    /// "grove (main), 3 commits", as `history` lists a session; nil with no project.
    public static func place(project: String?, branch: String?, commits: Int?) -> String? {
        guard let project = project.map(PrintableText.escaped) else { return nil }
        let place = branch.map { Words.Project.onBranch(project: project, branch: PrintableText.escaped($0)) } ?? project
        return commits.map { Words.Project.placeWithCommits(place: place, count: $0) } ?? place
    }
}
