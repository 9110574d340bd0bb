import GroveCore
import GroveTerminal

/// Draws a forest report as a frame: the field of trees for the period on the
/// left, the statistics beside it (or below, on a narrow screen).
public enum ForestScreen {
    /// Below this width the statistics go under the field.
    static let sidePanelWidth = 72
    static let panelColumns = 35

    static let titleStyle = CellStyle(foreground: .rgb(232, 196, 120), bold: true)
    static let labelStyle = CellStyle(foreground: .rgb(150, 150, 140))
    static let valueStyle = CellStyle(bold: true)
    static let barStyle = CellStyle(foreground: .rgb(120, 180, 90))

    /// Renders `report` into a frame of `width` × `height`; `tag` names a filter in the title.
    public static func render(_ report: ForestReport, width: Int, height: Int, calendar: LocalCalendar, tag: String? = nil) -> Frame {
        var frame = Frame(width: max(1, width), height: max(1, height))
        draw(report, into: &frame, height: frame.height, calendar: calendar, tag: tag)
        return frame
    }

    /// Draws `report` over the top `height` rows of `frame`, across its whole
    /// width, so the game screen can keep rows of its own below.
    static func draw(_ report: ForestReport, into frame: inout Frame, height: Int, calendar: LocalCalendar, tag: String? = nil) {
        let width = frame.width
        var title = "grove forest · \(report.period.title)"
        if let tag { title += " · tag \(tag)" }
        frame.put(title, x: 1, y: 0, style: titleStyle)
        let body = 2
        if width >= sidePanelWidth {
            let fieldWidth = width - panelColumns - 3
            ForestField.draw(report, into: &frame, x: 1, y: body, width: fieldWidth, height: height - body, calendar: calendar)
            for row in body..<max(body, height) { frame.put("│", x: fieldWidth + 2, y: row, style: labelStyle) }
            StatsPanel.draw(report, into: &frame, x: fieldWidth + 4, y: body, width: panelColumns - 1, height: height - body)
        } else {
            let summaryHeight = 2
            var fieldHeight = height - body - summaryHeight - 1
            // A month of six weeks, a row a week under its weekday names, takes the
            // blank row above the summary on the game's smallest screen.
            if report.period.range == .month, fieldHeight == ForestField.weeks(in: report.period) { fieldHeight += 1 }
            ForestField.draw(report, into: &frame, x: 1, y: body, width: width - 2, height: fieldHeight, calendar: calendar)
            StatsPanel.drawSummary(report, into: &frame, x: 1, y: height - summaryHeight, width: width - 2)
        }
    }

    /// The height that shows the whole report at `width` (for printing to a shell).
    public static func preferredHeight(_ report: ForestReport, width: Int) -> Int {
        let field = ForestField.preferredHeight(report, width: width >= sidePanelWidth ? width - panelColumns - 3 : width - 2)
        if width >= sidePanelWidth {
            return 2 + max(field, StatsPanel.preferredHeight(report))
        }
        return 2 + field + 3
    }
}
