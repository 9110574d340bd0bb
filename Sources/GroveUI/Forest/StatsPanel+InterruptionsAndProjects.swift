import GroveCore
import GroveTerminal
import GroveText
import GroveWords

/// The forest's figures of interruptions and projects: a figure for the pauses beside the others, a section a project.
extension StatsPanel {
    /// "pauses 0.8 a tree · call 3, colleague 2"; none when no tree of the period was paused.
    static func interruptionFigure(_ report: ForestReport) -> Figure? {
        let pauses = report.interruptions
        guard pauses.interruptions > 0, let perTree = pauses.perTree else { return nil }
        let rate = Words.number(perTree, decimals: 1)
        let reasons = mostCommonReasons(pauses)
        return Figure(
            label: .pauses,
            parts: [Words.Interruption.forestPerTree(number: rate)] + (reasons.map { [$0] } ?? []),
            packed: [Words.Interruption.forestPerTreePacked(number: rate)] + (reasons.map { [Words.Interruption.forestMostly(reasons: $0)] } ?? []))
    }

    /// The three reasons most given: "call 3, colleague 2"; nil when none was given.
    static func mostCommonReasons(_ pauses: InterruptionTally) -> String? {
        let top = pauses.mostCommon.prefix(3)
        guard !top.isEmpty else { return nil }
        return top.map { Words.Interruption.reasonCount(reason: PrintableText.escaped($0.reason), count: Words.number($0.count)) }
            .joined(separator: Words.Interruption.listSeparator)
    }

    /// Focus and commits by project, the five with most focus: "grove  1 h 40 min, 7 commits"; none without projects.
    static func projectLines(_ report: ForestReport, width: Int) -> [Line] {
        let ranked = report.projects.ranked.prefix(5)
        guard !ranked.isEmpty, width >= 16 else { return [] }
        let values = ranked.map { Words.Project.forestRow(focus: TimeText.amount($0.figures.focusSeconds), count: $0.figures.commits) }
        let valueWidth = values.map { DisplayWidth.columns(of: $0) }.max() ?? 0
        let names = ranked.map { PrintableText.escaped($0.project) }
        let nameWidth = min(names.map { DisplayWidth.columns(of: $0) }.max() ?? 0, max(6, width - valueWidth - 3))
        return [[TextRun(Words.Project.forestHeading, ForestScreen.labelStyle)]] + zip(names, values).map { name, value in
            [TextRun(" " + ForestText.padded(Frame.fitted(name, width: nameWidth), nameWidth) + "  "), TextRun(value, ForestScreen.valueStyle)]
        }
    }
}
