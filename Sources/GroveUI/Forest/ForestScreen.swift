import GroveCore
import GroveText
import GroveWords
import GroveTerminal
import GroveText
import GroveWords

/// Draws a forest report as a landscape: the field of trees for the period, the statistics
/// beside it on a wide screen or under it on a narrow one.
public enum ForestScreen {
    static let panelColumns = 35

    static let titleStyle = CellStyle(foreground: .rgb(232, 196, 120), bold: true)
    static let labelStyle = CellStyle(foreground: .rgb(150, 150, 140))
    static let valueStyle = CellStyle(bold: true)
    static let barStyle = CellStyle(foreground: .rgb(120, 180, 90))

    /// Renders `report` into a frame of `width` × `height`; `tag` names a filter in the title.
    public static func render(_ report: ForestReport, width: Int, height: Int, calendar: LocalCalendar, tag: String? = nil) -> Frame {
        picture(report, width: width, height: height, calendar: calendar, tag: tag).frame
    }

    /// The frame of `render` with the place of every tree drawn in it.
    public static func picture(
        _ report: ForestReport, width: Int, height: Int, calendar: LocalCalendar, tag: String? = nil
    ) -> ForestPicture {
        var frame = Frame(width: max(1, width), height: max(1, height))
        let trees = draw(report, into: &frame, height: frame.height, calendar: calendar, tag: tag)
        return ForestPicture(frame: frame, trees: trees)
    }

    /// Draws `report` over the top `height` rows of `frame`, so the game can keep rows below.
    @discardableResult
    static func draw(
        _ report: ForestReport, into frame: inout Frame, height: Int, calendar: LocalCalendar, tag: String? = nil
    ) -> [PlacedTree] {
        let width = frame.width
        frame.put(title(report, tag: tag, width: width - 2), x: 1, y: 0, style: titleStyle)
        var body = bodyRow(height: height)
        let beside = fieldWidthBeside(report, width: width)
        // The blank row under the title goes first when without it the trees keep their ground.
        if beside == nil, !treesFitBelow(report, width: width - 2, rows: height - body),
           treesFitBelow(report, width: width - 2, rows: height - 1) {
            body = 1
        }
        let rows = height - body
        if let fieldWidth = beside {
            let trees = ForestField.draw(report, into: &frame, x: 1, y: body, width: fieldWidth, height: rows, calendar: calendar)
            for row in body..<max(body, height) { frame.put("│", x: fieldWidth + 2, y: row, style: labelStyle) }
            StatsPanel.drawBeside(report, into: &frame, x: fieldWidth + 4, y: body, width: panelColumns - 1, height: rows)
            return trees
        }
        let (fieldRows, panelRows) = rowsBelow(report, width: width - 2, rows: rows)
        let trees = ForestField.draw(report, into: &frame, x: 1, y: body, width: width - 2, height: fieldRows, calendar: calendar)
        StatsPanel.drawBelow(report, into: &frame, x: 1, y: height - panelRows, width: width - 2, height: panelRows)
        return trees
    }

    /// The height that shows the whole report at `width` (for printing to a shell).
    public static func preferredHeight(_ report: ForestReport, width: Int) -> Int {
        let body = bodyRow(height: roomyHeight)
        if let fieldWidth = fieldWidthBeside(report, width: width) {
            let field = ForestField.preferredHeight(report, width: fieldWidth)
            return max(roomyHeight, body + max(field, StatsPanel.heightBeside(report, width: panelColumns - 1)))
        }
        let field = ForestField.preferredHeight(report, width: width - 2)
        return max(roomyHeight, body + field + 1 + StatsPanel.heightBelow(report, width: width - 2))
    }

    /// The title, shorter when the whole would crowd the row: without the command's name, then without the tag.
    private static func title(_ report: ForestReport, tag: String?, width: Int) -> String {
        let period = report.period.title
        var tagged = tag.map { Words.Forest.tagged(period: period, tag: $0) } ?? period
        if let project = report.onlyProject { tagged += " · " + Words.Project.forestFilter(project: PrintableText.escaped(project)) }
        // Room is kept for the game's countdown, which the forest in the game puts at the right of this row.
        let full = Words.Forest.title(period: tagged)
        if DisplayWidth.columns(of: full) + 16 <= width { return full }
        return [tagged, period].first { DisplayWidth.columns(of: $0) <= width } ?? Frame.fitted(period, width: width)
    }

    /// The first row under the title: from `roomyHeight` rows on, a blank row parts them.
    private static func bodyRow(height: Int) -> Int { height >= roomyHeight ? 2 : 1 }

    private static let roomyHeight = 13

    /// The field's width with the panel beside it, or nil when the panel goes under the field.
    private static func fieldWidthBeside(_ report: ForestReport, width: Int) -> Int? {
        let fieldWidth = width - panelColumns - 3
        return fieldWidth >= ForestField.comfortableWidth(report.period.range) ? fieldWidth : nil
    }

    /// Whether `rows` hold the field with its trees on their ground and the first two lines of figures.
    private static func treesFitBelow(_ report: ForestReport, width: Int, rows: Int) -> Bool {
        let summary = StatsPanel.summaryLines(report, width: width).count
        return rows - ForestField.minimumHeight(report, width: width, trees: true) - 1 >= min(summary, 2)
    }

    /// The field's rows and the panel's under it, a blank row between: the whole panel if the field still gets what it needs,
    /// else the packed figures only; when even they do not fit, the blank row goes to them (or to a year's legend).
    private static func rowsBelow(_ report: ForestReport, width: Int, rows: Int) -> (field: Int, panel: Int) {
        let wantedPanel = StatsPanel.heightBelow(report, width: width)
        let wantedField = ForestField.preferredHeight(report, width: width)
        let summary = StatsPanel.summaryLines(report, width: width).count
        let fewest = ForestField.minimumHeight(report, width: width, trees: treesFitBelow(report, width: width, rows: rows))
        if rows - wantedField - 1 >= wantedPanel { return (rows - wantedPanel - 1, wantedPanel) }
        let gap = rows - fewest - 1 >= summary ? 1 : 0
        let panel = max(1, min(summary, rows - fewest - gap))
        let field = max(1, rows - panel - gap)
        // A year's legend reads its cells: it matters more than the blank row over the figures.
        if gap == 1, report.period.range == .year, YearHeatMap.layout(report, width: width, height: field).height == field {
            return (field + 1, panel)
        }
        return (field, panel)
    }
}
