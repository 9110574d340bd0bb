import GroveCore
import GroveTerminal
import GroveText

/// A year's days as a heat map, a cell a day (weeks as columns, weekdays as rows), growing with the screen from a glyph to a
/// square; two bands (Jan–Jun, Jul–Dec) where cells get bigger, and a too narrow screen shows the latest whole months.
enum YearHeatMap {
    /// How the map is drawn at one size.
    struct Layout {
        /// A day's cell: 1 is one glyph; wider is a square that many columns wide and half as many rows high.
        let cellWidth: Int
        /// Columns from one week to the next, and rows from one weekday to the next.
        let columnStep: Int
        let rowStep: Int
        /// The columns before the first week, for the weekday names.
        let labelWidth: Int
        /// The months of each band, top to bottom.
        let bands: [ClosedRange<Int>]

        var cellHeight: Int { cellWidth == 1 ? 1 : cellWidth / 2 }

        /// The rows of one band: the month names, then the weekdays.
        var bandHeight: Int { 1 + 6 * rowStep + cellHeight }

        /// The rows of the map without its legend: the bands, a blank row between two.
        var height: Int { bands.count * bandHeight + bands.count - 1 }

        /// The columns of the widest band in `year`: its weeks from that of its first day to that of its last.
        func width(in year: Int) -> Int {
            bands.map { months in
                let first = LocalDay(year: year, month: months.lowerBound, day: 1)
                let days = LocalDay.daysIn(month: months.upperBound, year: year)
                let last = LocalDay(year: year, month: months.upperBound, day: days)
                let weeks = (last.ordinal - (first.ordinal - first.weekdayFromMonday)) / 7 + 1
                return labelWidth + (weeks - 1) * columnStep + cellWidth
            }.max() ?? 0
        }
    }

    /// Every way to draw the whole year, the biggest cells first: in two bands (halves) or one.
    private static let wholeYear: [Layout] = [
        Layout(cellWidth: 6, columnStep: 7, rowStep: 4, labelWidth: 4, bands: halves),
        Layout(cellWidth: 1, columnStep: 2, rowStep: 1, labelWidth: 4, bands: [1...12]),
        Layout(cellWidth: 1, columnStep: 2, rowStep: 1, labelWidth: 4, bands: halves),
        Layout(cellWidth: 1, columnStep: 1, rowStep: 1, labelWidth: 4, bands: [1...12]),
        Layout(cellWidth: 1, columnStep: 1, rowStep: 1, labelWidth: 2, bands: [1...12]),
    ]
    private static let halves = [1...6, 7...12]

    /// The biggest map of `report`'s year that fits `width` × `height`: the whole year, or
    /// else the latest whole months up to the last with focus that fit in one band.
    static func layout(_ report: ForestReport, width: Int, height: Int) -> Layout {
        let year = report.period.first.year
        if let whole = wholeYear.first(where: { $0.width(in: year) <= width && $0.height <= height }) { return whole }
        let last = report.days.last { $0.focusSeconds > 0 }?.day.month ?? 12
        // Spaced glyphs while a season fits, else glyph against glyph.
        for columnStep in [2, 1] {
            let layout = { (first: Int) in
                Layout(cellWidth: 1, columnStep: columnStep, rowStep: 1, labelWidth: 2, bands: [first...last])
            }
            let fitting = (1...last).filter { layout($0).width(in: year) <= width }
            if let first = fitting.first, last - first + 1 >= 3 || columnStep == 1 { return layout(first) }
        }
        return Layout(cellWidth: 1, columnStep: 1, rowStep: 1, labelWidth: 2, bands: [last...last])
    }

    /// The rows of the map printed at `width`, legend included: a day to a row (a taller
    /// screen may show the days as squares).
    static func preferredHeight(_ report: ForestReport, width: Int) -> Int {
        layout(report, width: width, height: printedHeight).height + 2
    }

    /// Two bands of a day to a row.
    private static let printedHeight = 2 * 8 + 1

    /// Draws the map of `report`'s year at (`x`, `y`), the legend under it where there are rows for it.
    static func draw(_ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int) {
        let layout = layout(report, width: width, height: height)
        let year = report.period.first.year
        let heat = FocusHeat(report.days)
        let byDay = Dictionary(report.days.map { ($0.day, $0.focusSeconds) }) { first, _ in first }
        for (index, months) in layout.bands.enumerated() {
            let top = y + index * (layout.bandHeight + 1)
            drawBand(months, year: year, layout, heat: heat, focus: byDay, into: &frame, x: x, y: top)
        }
        let legendRow = y + layout.height + (height - layout.height >= 2 ? 1 : 0)
        guard legendRow < y + height else { return }
        frame.put(heat.legend(width: width - layout.labelWidth), x: x + layout.labelWidth, y: legendRow)
    }

    private static func drawBand(
        _ months: ClosedRange<Int>, year: Int, _ layout: Layout, heat: FocusHeat, focus: [LocalDay: Double],
        into frame: inout Frame, x: Int, y: Int
    ) {
        let first = LocalDay(year: year, month: months.lowerBound, day: 1)
        let monday = first.adding(days: -first.weekdayFromMonday)
        // Each month's name over its first week, whole and a column clear of the next: the full names where the weeks are
        // wide and every one fits, else the short ones, else none.
        let columns = months.map { month in
            x + layout.labelWidth + (LocalDay(year: year, month: month, day: 1).ordinal - monday.ordinal) / 7 * layout.columnStep
        }
        let room = zip(columns, columns.dropFirst()).map { $1 - $0 - 1 } + [frame.width - (columns.last ?? 0)]
        let (long, short) = ((1...12).map(DateText.monthName), (1...12).map(DateText.monthShort))
        let forms = layout.columnStep * 4 >= 9 ? [long, short] : [short]
        if let names = forms.first(where: { names in zip(months, room).allSatisfy { DisplayWidth.columns(of: names[$0 - 1]) <= $1 } }) {
            for (month, column) in zip(months, columns) {
                frame.put(names[month - 1], x: column, y: y, style: ForestScreen.labelStyle)
            }
        }
        for weekday in stride(from: 0, to: 6, by: 2) {
            guard let label = ForestText.fitting(ForestText.weekdayForms(weekday), width: layout.labelWidth - 1) else { continue }
            frame.put(label, x: x, y: y + 1 + weekday * layout.rowStep + layout.cellHeight / 2, style: ForestScreen.labelStyle)
        }
        let last = LocalDay(year: year, month: months.upperBound, day: LocalDay.daysIn(month: months.upperBound, year: year))
        for ordinal in first.ordinal...last.ordinal {
            let day = LocalDay(ordinal: ordinal)
            let column = x + layout.labelWidth + (ordinal - monday.ordinal) / 7 * layout.columnStep
            let row = y + 1 + day.weekdayFromMonday * layout.rowStep
            let seconds = focus[day] ?? 0
            if layout.cellWidth == 1 {
                let run = heat.run(seconds)
                frame.put(run.text, x: column, y: row, style: run.style)
            } else {
                let step = heat.step(seconds)
                for (line, text) in square(step: step, width: layout.cellWidth).enumerated() {
                    frame.put(text, x: column, y: row + line, style: FocusHeat.styles[step])
                }
            }
        }
    }

    /// A day drawn as a square `width` columns wide: nothing for no focus, then a
    /// square a third, two thirds and all of the cell across, centred.
    private static func square(step: Int, width: Int) -> [String] {
        let rows = width / 2
        let middle = rows / 2
        let side = width * step / 3
        let indent = String(repeating: " ", count: (width - side) / 2)
        return (0..<rows).map { row in
            switch (step, row - middle) {
            case (0, _): ""
            case (1, 0), (2, 0), (3, _): indent + String(repeating: "█", count: side)
            // The middle third is a row and two halves high, centred on the middle row.
            case (2, -1): indent + String(repeating: "▄", count: side)
            case (2, 1): indent + String(repeating: "▀", count: side)
            default: ""
            }
        }
    }
}
