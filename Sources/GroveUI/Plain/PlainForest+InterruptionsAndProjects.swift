import GroveCore
import GroveText
import GroveWords

/// The forest's interruptions and projects in sentences, after its other figures.
extension PlainForest {
    /// "Only the trees planted in grove." when the forest was filtered by a project.
    static func projectFilter(_ report: ForestReport) -> [String] {
        report.onlyProject.map { [Words.Project.plainFilter(project: PrintableText.escaped($0))] } ?? []
    }

    /// "0.8 interruptions a tree, most often call 3, colleague 2." and "By project: grove, 1 hour 40 minutes and 7 commits."
    static func interruptionsAndProjects(_ report: ForestReport) -> [String] {
        var lines: [String] = []
        let pauses = report.interruptions
        if pauses.interruptions > 0, let perTree = pauses.perTree {
            let rate = Words.number(perTree, decimals: 1)
            lines.append(StatsPanel.mostCommonReasons(pauses).map { Words.Interruption.plainForestReasons(number: rate, reasons: $0) }
                ?? Words.Interruption.plainForest(number: rate))
        }
        let projects = report.projects.ranked.prefix(5).map {
            Words.Project.plainForestItem(
                project: PrintableText.escaped($0.project), focus: TimeText.spoken($0.figures.focusSeconds), count: $0.figures.commits)
        }
        if !projects.isEmpty { lines.append(Words.Project.plainForest(projects: projects.joined(separator: Words.Project.listSeparator))) }
        return lines
    }
}
