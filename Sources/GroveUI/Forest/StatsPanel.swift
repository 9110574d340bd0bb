import GroveCore
import GroveText
import GroveTerminal
import GroveWords

/// A forest report's numbers: beside the field as labelled rows, or under it as packed lines. A figure is never cut: what
/// does not fit on a line goes on the next, and what does not fit at all is left out whole.
enum StatsPanel {
    typealias Line = [TextRun]

    /// What a figure is called beside the field.
    enum Label: CaseIterable {
        case focus, trees, completion, streak, coins, goal, change, fast, busiest, pauses

        var text: String {
            switch self {
            case .focus: Words.Stats.focus
            case .trees: Words.Stats.trees
            case .completion: Words.Stats.completion
            case .streak: Words.Stats.streak
            case .coins: Words.Stats.coins
            case .goal: Words.Stats.goal(mark: String(GoalProgress.metMark))
            case .change: Words.Stats.change
            case .fast: "» " + Words.Stats.fast
            case .busiest: Words.Stats.busiest
            case .pauses: Words.Interruption.forestLabel
            }
        }
    }

    /// One figure: its label and value parts beside the field, its words in the packed lines under it.
    struct Figure {
        let label: Label
        let parts: [String]
        let packed: [String]
    }

    /// The column of labels in a panel `width` wide: the widest label and a space, the same whatever the report shows, so
    /// the values line up from one view to the next; at most half the panel, a longer label putting its value under it.
    static func labelWidth(_ width: Int) -> Int {
        min(width / 2, (Label.allCases.map { DisplayWidth.columns(of: $0.text) }.max() ?? 0) + 1)
    }

    /// The figures, most important first.
    static func figures(_ report: ForestReport) -> [Figure] {
        let streak = [Words.Stats.days(count: report.currentStreak), Words.Stats.bestDays(count: report.bestStreak)]
        var figures: [Figure] = []
        if report.treesGrown + report.treesWithered + report.treesAtOtherSpeeds + report.treesLogged == 0 {
            figures.append(Figure(label: .trees, parts: [Words.Stats.none], packed: [Words.Forest.noTrees]))
        } else {
            let focus = TimeText.amount(report.focusSeconds)
            let trees = [Words.Stats.grown(count: report.treesGrown), Words.Stats.withered(count: report.treesWithered)]
                + (report.treesLogged > 0 ? [Words.Log.statsLogged(count: report.treesLogged)] : [])
            figures.append(Figure(label: .focus, parts: [focus], packed: [Words.Stats.focusAmount(focus: focus)]))
            figures.append(Figure(label: .trees, parts: trees, packed: trees))
        }
        if let percent = report.completionPercent.map(Words.number) {
            figures.append(Figure(
                label: .completion, parts: [Words.Stats.percent(percent: percent)],
                packed: [Words.Stats.completed(percent: percent)]))
        }
        figures.append(Figure(
            label: .streak, parts: streak, packed: [Words.Stats.streakLine(current: streak[0], best: streak[1])]))
        figures.append(Figure(
            label: .coins, parts: [Words.number(report.coins)], packed: [Words.Stats.coinCount(count: report.coins)]))
        if report.dailyGoal > 0 {
            let met = Words.Stats.goalDays(count: report.goalDays), perDay = Words.Stats.perDay(count: report.dailyGoal)
            figures.append(Figure(
                label: .goal, parts: [met, perDay],
                packed: [Words.Stats.goalLine(mark: String(GoalProgress.metMark), met: met, perDay: perDay)]))
        }
        if let change = ForestText.change(report.focusSeconds, report.previousFocusSeconds) {
            figures.append(Figure(label: .change, parts: [change], packed: [change]))
        }
        if let pauses = interruptionFigure(report) { figures.append(pauses) }
        if report.treesAtOtherSpeeds > 0 {
            let count = Words.Stats.otherSpeeds(count: report.treesAtOtherSpeeds)
            figures.append(Figure(label: .fast, parts: [count], packed: ["» " + count]))
        }
        if let busiest = report.busiestDay {
            let day = ForestText.shortDate(busiest.day, withYear: report.period.range == .all)
            let focus = TimeText.amount(busiest.focusSeconds)
            figures.append(Figure(
                label: .busiest, parts: [day, focus], packed: [Words.Stats.busiestLine(day: day, focus: focus)]))
        }
        return figures
    }

    // MARK: Sections

    /// The figures as labelled rows `width` wide, a value running on under itself when long.
    static func figureLines(_ report: ForestReport, width: Int) -> [Line] {
        let labelWidth = labelWidth(width)
        return figures(report).flatMap { figure -> [Line] in
            let label = figure.label.text
            if DisplayWidth.columns(of: label) < labelWidth,
               figure.parts.allSatisfy({ DisplayWidth.columns(of: $0) <= width - labelWidth }) {
                return packed(figure.parts, width: width - labelWidth).enumerated().map { index, text in [
                    TextRun(index == 0 ? ForestText.padded(label, labelWidth) : String(repeating: " ", count: labelWidth),
                            ForestScreen.labelStyle),
                    TextRun(text, ForestScreen.valueStyle),
                ] }
            }
            // Too narrow for label and value side by side: the value goes under its label.
            return [[TextRun(label, ForestScreen.labelStyle)]]
                + packed(figure.parts, width: width - 2).map { [TextRun("  "), TextRun($0, ForestScreen.valueStyle)] }
        }
    }

    /// The columns a tag is fitted into when it cannot show whole.
    static let fittedTagWidth = 8
    /// The bar cells a tag row keeps when its tag takes more than `fittedTagWidth` columns to show whole.
    static let minimumTagBar = 8

    /// Focus by tag, the five largest, each as a bar and its time.
    static func tagLines(_ report: ForestReport, width: Int) -> [Line] {
        let entries = Array(report.byTag.prefix(5))
        guard !entries.isEmpty else { return [] }
        let figures = entries.map { TimeText.amount($0.seconds) }
        let figureWidth = figures.map { DisplayWidth.columns(of: $0) }.max() ?? 0
        // A row is a space, the tag, a space, the bar, a space and the figure.
        let tagAndBar = width - 3 - figureWidth
        guard tagAndBar >= 2 else { return [] }
        let tagWidths = entries.map { DisplayWidth.columns(of: $0.tag) }
        let fitted = min(fittedTagWidth, max(3, tagWidths.max() ?? 3))
        let wholeBesideReadableBar = tagWidths.filter { $0 <= tagAndBar - minimumTagBar }.max() ?? 0
        let tagWidth = min(max(fitted, wholeBesideReadableBar), tagAndBar - 1)
        let barRoom = tagAndBar - tagWidth
        let top = max(entries.first?.seconds ?? 1, 1)
        return [[TextRun(Words.Stats.byTag, ForestScreen.labelStyle)]] + zip(entries, figures).map { entry, figure in
            let length = max(1, Int(entry.seconds / top * Double(barRoom)))
            return [
                TextRun(" " + ForestText.padded(Frame.fitted(entry.tag, width: tagWidth), tagWidth) + " "),
                TextRun(String(repeating: "█", count: length), ForestScreen.barStyle),
                TextRun(" " + figure),
            ]
        }
    }

    /// Focus by the hour sessions started, as a bar a hour.
    static func hourLines(_ report: ForestReport, width: Int) -> [Line] {
        guard width >= 25 else { return [] }
        return [
            [TextRun(Words.Stats.byHour, ForestScreen.labelStyle)],
            [TextRun(" " + ForestText.sparkline(report.byHour), ForestScreen.barStyle)],
            [TextRun(" 0     6     12    18", ForestScreen.labelStyle)],
        ]
    }

    /// Every figure packed into lines of `width`, for the panel under the field.
    static func summaryLines(_ report: ForestReport, width: Int) -> [Line] {
        let parts = figures(report).flatMap(\.packed)
        return packed(parts, width: width).map { [TextRun($0, ForestScreen.valueStyle)] }
    }

    // MARK: Drawing

    static func heightBeside(_ report: ForestReport, width: Int) -> Int {
        sectionsBeside(report, width: width).reduce(0) { $0 + $1.count }
    }

    /// Draws the panel beside the field: the figures, then by tag and by hour where they fit whole.
    static func drawBeside(_ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int) {
        var row = y
        for section in sectionsBeside(report, width: width) where row + section.count <= y + height {
            put(section, into: &frame, x: x, y: row)
            row += section.count
        }
    }

    private static func sectionsBeside(_ report: ForestReport, width: Int) -> [[Line]] {
        [figureLines(report, width: width), tagLines(report, width: width), projectLines(report, width: width), hourLines(report, width: width)]
    }

    static func heightBelow(_ report: ForestReport, width: Int) -> Int {
        let extras = extrasBelow(report, width: width)
        return summaryLines(report, width: width).count + (extras.sections.isEmpty ? 0 : 1 + extras.height)
    }

    /// Draws the panel under the field: the packed figures, then by tag and by hour where there are rows.
    static func drawBelow(_ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int) {
        let summary = summaryLines(report, width: width)
        put(Array(summary.prefix(height)), into: &frame, x: x, y: y)
        let extras = extrasBelow(report, width: width)
        let top = y + summary.count + 1
        guard !extras.sections.isEmpty, top + extras.height <= y + height else { return }
        var column = x
        for section in extras.sections {
            put(section, into: &frame, x: column, y: top)
            column += Self.width(of: section) + 3
        }
    }

    /// By tag and by hour, side by side if they fit, else whichever fits first.
    private static func extrasBelow(_ report: ForestReport, width: Int) -> (sections: [[Line]], height: Int) {
        let hours = hourLines(report, width: width)
        let tagsWidth = min(width, 36)
        let tags = tagLines(report, width: tagsWidth)
        var sections = [tags, hours].filter { !$0.isEmpty }
        if sections.count == 2, tagsWidth + 3 + self.width(of: hours) > width { sections = [tags] }
        // Projects stand beside the others where they fit, else in place of by hour.
        let projects = projectLines(report, width: tagsWidth)
        if !projects.isEmpty {
            let used = sections.reduce(0) { $0 + self.width(of: $1) + 3 }
            if used + self.width(of: projects) <= width { sections.append(projects) } else if sections.count == 2 { sections[1] = projects }
        }
        return (sections, sections.map(\.count).max() ?? 0)
    }

    private static func width(of lines: [Line]) -> Int {
        lines.map { $0.reduce(0) { $0 + DisplayWidth.columns(of: $1.text) } }.max() ?? 0
    }

    private static func put(_ lines: [Line], into frame: inout Frame, x: Int, y: Int) {
        for (index, line) in lines.enumerated() { frame.put(line, x: x, y: y + index) }
    }

    /// `parts` joined by " · " into lines of at most `width` columns, a part never split: one wider than a line is left out.
    static func packed(_ parts: [String], width: Int) -> [String] {
        var lines: [String] = []
        for part in parts where DisplayWidth.columns(of: part) <= width {
            if let last = lines.last, DisplayWidth.columns(of: last) + 3 + DisplayWidth.columns(of: part) <= width {
                lines[lines.count - 1] = last + " · " + part
            } else {
                lines.append(part)
            }
        }
        return lines
    }
}
