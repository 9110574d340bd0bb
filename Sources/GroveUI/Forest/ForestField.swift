import GroveArt
import GroveCore
import GroveTerminal
import GroveText

/// The trees of a period as a landscape: one plot for a day, seven plots side
/// by side for a week, a calendar of small plots for a month; heat maps for a
/// year, one line a year for all time.
enum ForestField {
    /// The narrowest field that shows the range well beside the panel; below
    /// it the panel goes under the field.
    static func comfortableWidth(_ range: ForestPeriod.Range) -> Int {
        switch range {
        case .day: 36
        case .week: 7 * 11 + 6
        case .month: 7 * 11
        case .year: 48
        case .all: 40
        }
    }

    /// Draws the field and returns the trees drawn as sprites.
    @discardableResult
    static func draw(
        _ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int, calendar: LocalCalendar
    ) -> [PlacedTree] {
        guard width > 4, height > 1 else { return [] }
        switch report.period.range {
        case .day: return drawDay(report, into: &frame, x: x, y: y, width: width, height: height, calendar: calendar)
        case .week: return drawWeek(report, into: &frame, x: x, y: y, width: width, height: height)
        case .month: return drawMonth(report, into: &frame, x: x, y: y, width: width, height: height)
        case .year: drawYear(report, into: &frame, x: x, y: y, width: width, height: height)
        case .all: drawAll(report, into: &frame, x: x, y: y, width: width, height: height)
        }
        return []
    }

    /// The rows that show every tree and figure of the report at `width` (for printing to a shell).
    static func preferredHeight(_ report: ForestReport, width: Int) -> Int {
        switch report.period.range {
        case .day:
            let trees = report.days.first?.trees ?? []
            return ForestPlot.preferredHeight(trees: trees, width: width) + 1 + max(1, trees.count)
        case .week:
            // Four rows of trees at most: a busier day is a thicket with "+N", not a tower.
            let plot = weekPlotWidth(width)
            let tallest = report.days.map { ForestPlot.preferredHeight(trees: $0.trees, width: plot) }.max() ?? 0
            return 1 + min(tallest, ForestPlot.height(rows: 4)) + 1
        case .month:
            // Small plots: a busy day shows as a thicket rather than a tall tower.
            let plot = monthColumnWidth(width) - 1
            let tallest = report.days.map { ForestPlot.preferredHeight(trees: $0.trees, width: plot) }.max() ?? 0
            return 1 + weeks(in: report.period) * (1 + min(tallest, ForestPlot.height(rows: 2)))
        case .year:
            return yearLayout(width: width, height: .max, roomy: false)?.height ?? 12
        case .all:
            let years = Set(report.days.map(\.day.year)).count
            return max(2, years * allLines(report, width: width).perYear)
        }
    }

    /// The fewest rows that still show the range as itself: a row of short trees on
    /// their ground, a row a week, the months.
    static func minimumHeight(_ report: ForestReport, width: Int) -> Int {
        let plot = SpriteSize.short.height + 1
        switch report.period.range {
        case .day: return plot + 1
        case .week: return 1 + plot + 1
        case .month: return 1 + weeks(in: report.period)
        case .year: return 6
        case .all: return Set(report.days.map(\.day.year)).count * allLines(report, width: width).perYear
        }
    }

    // MARK: Day

    private static func drawDay(
        _ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int, calendar: LocalCalendar
    ) -> [PlacedTree] {
        let trees = report.days.first?.trees ?? []
        let normal = ForestPlot.preferredHeight(trees: trees, width: width)
        var plotHeight = min(height, normal)
        // A tall field gives the trees room to be drawn big before the list of sessions.
        let bigHeight = normal * 2 - 1
        if height - bigHeight - 1 >= min(trees.count, 3), ForestPlot.fitsBig(trees, width: width, height: bigHeight) {
            plotHeight = bigHeight
        }
        // A short field keeps a row of the plot and a line of the list at least.
        plotHeight = min(plotHeight, max(ForestPlot.height(rows: 1), height - 2))
        var placed: [PlacedTree] = []
        if plotHeight >= 2 {
            placed = ForestPlot.draw(trees, into: &frame, x: x, y: y, width: width, height: plotHeight)
        }
        var row = y + plotHeight + (height - plotHeight > 2 ? 1 : 0)
        guard !trees.isEmpty else {
            frame.put("no trees this day", x: x, y: min(row, y + height - 1), style: ForestScreen.labelStyle)
            return placed
        }
        for (index, tree) in trees.enumerated() where row < y + height {
            if row == y + height - 1, index < trees.count - 1 {
                frame.put("… and \(trees.count - index) more", x: x, y: row, style: ForestScreen.labelStyle)
                break
            }
            let column = frame.put(String(TreeSprite.glyph(for: tree)), x: x, y: row, style: TreeSprite.style(for: tree))
            frame.put(sessionLine(tree, width: width - 2, calendar: calendar), x: column + 1, y: row)
            row += 1
        }
        return placed
    }

    /// "07:15 grown    pine   25 m   write", as much as fits in whole words;
    /// » marks a tree grown at another speed: shown, never rewarded.
    private static func sessionLine(_ tree: ForestTree, width: Int, calendar: LocalCalendar) -> String {
        let time = "\(calendar.clockText(tree.startedAt))\(tree.accelerated ? "»" : " ")"
        let duration = ForestText.padded(TimeText.amount(tree.focusedSeconds), 7)
        let outcome = ForestText.padded(tree.grown ? "grown" : "withered", 9)
        let species = ForestText.padded(tree.species, 7)
        for parts in [[time, outcome, species, duration], [time, species, duration], [time, duration]] {
            let line = parts.joined()
            if line.count <= width {
                let room = width - line.count
                return room >= 4 ? line + Frame.fitted(tree.tag, width: room) : line.trimmingTrailingSpaces
            }
        }
        return time + TimeText.amount(tree.focusedSeconds)
    }

    // MARK: Week

    /// Each day's plot width: seven plots with a column between, at least a short tree wide.
    static func weekPlotWidth(_ width: Int) -> Int {
        let spaced = (width - 6) / 7
        return spaced >= 6 ? spaced : max(5, width / 7)
    }

    private static func drawWeek(_ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int) -> [PlacedTree] {
        let plotWidth = weekPlotWidth(width)
        let step = (width - plotWidth * 7) / 6 >= 1 ? plotWidth + 1 : plotWidth
        // A row of day names above the plots, a row of focus times (five columns at most) below.
        let plotHeight = max(2, height - 2)
        // Labels keep a blank column before the next day's, even where the plots touch.
        let labelWidth = min(plotWidth, step - 1)
        let allowsBig = report.days.allSatisfy { ForestPlot.fitsBig($0.trees, width: plotWidth, height: plotHeight) }
        var placed: [PlacedTree] = []
        for (index, summary) in report.days.enumerated() {
            let column = x + index * step
            let name = ForestText.weekdays[index]
            let mark = summary.goalMet ? String(GoalProgress.metMark) : ""
            let header = [
                "\(name) \(summary.day.day)\(mark)", "\(name.prefix(2))\(summary.day.day)\(mark)",
                "\(name.prefix(1))\(summary.day.day)\(mark)", "\(summary.day.day)\(mark)",
            ].first { $0.count <= labelWidth } ?? "\(summary.day.day)"
            frame.put(header, x: column, y: y, style: ForestScreen.labelStyle)
            placed += ForestPlot.draw(
                summary.trees, into: &frame, x: column, y: y + 1, width: plotWidth, height: plotHeight, allowsBig: allowsBig)
            if summary.focusSeconds > 0 {
                frame.put(TimeText.compactAmount(summary.focusSeconds), x: column, y: y + 1 + plotHeight, style: ForestScreen.labelStyle)
            }
        }
        return placed
    }

    // MARK: Month

    static func weeks(in period: ForestPeriod) -> Int {
        (period.first.weekdayFromMonday + period.days.count + 6) / 7
    }

    private static func monthColumnWidth(_ width: Int) -> Int { max(4, width / 7) }

    private static func drawMonth(_ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int) -> [PlacedTree] {
        let columnWidth = monthColumnWidth(width)
        let plotWidth = columnWidth - 1
        for (index, name) in ForestText.weekdays.enumerated() {
            frame.put(String(name.prefix(plotWidth)), x: x + index * columnWidth, y: y, style: ForestScreen.labelStyle)
        }
        let weekCount = weeks(in: report.period)
        let cellHeight = max(1, (height - 1) / max(1, weekCount))
        let offset = report.period.first.weekdayFromMonday
        // Sprites need a row for the day, three for a short tree and one of ground.
        let sprites = cellHeight >= 5 && plotWidth >= 5
        let allowsBig = sprites
            && report.days.allSatisfy { ForestPlot.fitsBig($0.trees, width: plotWidth, height: cellHeight - 1) }
        var placed: [PlacedTree] = []
        for (index, summary) in report.days.enumerated() {
            let slot = index + offset
            let column = x + (slot % 7) * columnWidth
            let row = y + 1 + (slot / 7) * cellHeight
            guard row < y + height else { break }
            let number = "\(summary.day.day)" + (summary.goalMet ? String(GoalProgress.metMark) : "")
            if sprites {
                frame.put(number, x: column, y: row, style: ForestScreen.labelStyle)
                placed += ForestPlot.draw(
                    summary.trees, into: &frame, x: column, y: row + 1, width: plotWidth, height: cellHeight - 1,
                    allowsBig: allowsBig)
            } else if cellHeight >= 2 {
                drawSmallPlot(summary, number: number, into: &frame, x: column, y: row, width: plotWidth, height: cellHeight)
            } else {
                let heat = String(ForestText.shade(for: summary.focusSeconds))
                frame.put(number, x: column, y: row, style: ForestScreen.labelStyle)
                frame.put(heat, x: column + number.count, y: row, style: ForestScreen.barStyle)
            }
        }
        return placed
    }

    /// A day too small for sprites: its number, then a glyph a tree on rows
    /// standing on a line of ground, so a busy day still looks denser.
    private static func drawSmallPlot(
        _ summary: DaySummary, number: String, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int
    ) {
        let hasGround = height >= 3
        let treeRows = height - 1 - (hasGround ? 1 : 0)
        // On a two-row day the trees stand beside the number.
        let firstWidth = treeRows == 0 ? width - number.count - 1 : width
        frame.put(number, x: x, y: y, style: ForestScreen.labelStyle)
        if hasGround {
            frame.put(String(repeating: ForestPlot.groundGlyph, count: width), x: x, y: y + height - 1, style: ForestPlot.soil)
        }
        let rows = max(1, treeRows)
        let capacity = treeRows == 0 ? max(0, firstWidth) : width * rows
        let shown = summary.trees.count > capacity ? max(0, capacity - 2) : summary.trees.count
        for (index, tree) in summary.trees.prefix(shown).enumerated() {
            let (column, row): (Int, Int) = treeRows == 0
                ? (x + number.count + 1 + index, y)
                : (x + index % width, y + height - 1 - (hasGround ? 1 : 0) - index / width)
            frame.put(String(TreeSprite.glyph(for: tree)), x: column, y: row, style: TreeSprite.style(for: tree))
        }
        if shown < summary.trees.count {
            let more = "+\(summary.trees.count - shown)"
            frame.put(more, x: x + width - more.count, y: y, style: ForestScreen.labelStyle)
        }
    }

    // MARK: Year

    /// How a year's month calendars are laid out: months a row, and the columns and rows of each day.
    private struct YearLayout {
        let perRow: Int
        let dayWidth: Int
        let dayHeight: Int

        /// A month's rows: its name, then six weeks at most.
        var monthHeight: Int { 1 + 6 * dayHeight }
        var monthWidth: Int { 7 * dayWidth + 1 }
        /// The months and the legend under them.
        var height: Int { (12 / perRow) * monthHeight + 1 }
        var width: Int { perRow * monthWidth }
        /// A day drawn as a block keeps a blank column and row from its neighbours, so the days read as tiles.
        var tileWidth: Int { dayHeight > 1 ? dayWidth - 1 : dayWidth }
        var tileHeight: Int { dayHeight > 1 ? dayHeight - 1 : 1 }
    }

    /// The biggest month calendars that fit: a screen with rows to spare draws each day as a
    /// block, printing (`roomy` false) keeps a day to one row; nil when even the smallest do not fit.
    private static func yearLayout(width: Int, height: Int, roomy: Bool = true) -> YearLayout? {
        let roomyOptions = [(4, 6, 3), (6, 4, 2), (4, 4, 2)]
        let options = (roomy ? roomyOptions : []) + [(6, 3, 1), (6, 2, 1), (4, 2, 1), (6, 1, 1), (4, 1, 1)]
        return options.lazy.map { YearLayout(perRow: $0.0, dayWidth: $0.1, dayHeight: $0.2) }.first {
            $0.width <= width && $0.height <= height
        }
    }

    private static func drawYear(_ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int) {
        let byMonth = Dictionary(grouping: report.days) { $0.day.month }
        if let layout = yearLayout(width: width, height: height) {
            // Month calendars, one shade per day.
            for month in 1...12 {
                let column = x + ((month - 1) % layout.perRow) * layout.monthWidth
                let row = y + ((month - 1) / layout.perRow) * layout.monthHeight
                frame.put(ForestText.monthShort[month - 1], x: column, y: row, style: ForestScreen.labelStyle)
                let days = (byMonth[month] ?? []).sorted { $0.day < $1.day }
                let offset = days.first?.day.weekdayFromMonday ?? 0
                for (index, summary) in days.enumerated() {
                    let slot = index + offset
                    let shade = String(repeating: ForestText.shade(for: summary.focusSeconds), count: layout.tileWidth)
                    for line in 0..<layout.tileHeight {
                        frame.put(
                            shade, x: column + (slot % 7) * layout.dayWidth, y: row + 1 + (slot / 7) * layout.dayHeight + line,
                            style: ForestScreen.barStyle)
                    }
                }
            }
            let legend = "· none ░ <30 m ▒ <1 h ▓ <2 h █ more"
            frame.put(legend, x: x, y: y + layout.height - 1, style: ForestScreen.labelStyle)
        } else {
            // One line a month: weekly focus as bars, then the month's trees.
            let columns = width >= 36 ? 2 : 1
            let columnWidth = width / columns
            for month in 1...12 {
                let column = x + ((month - 1) / 6 % columns) * columnWidth
                let row = y + (columns == 2 ? (month - 1) % 6 : month - 1)
                guard row < y + height else { continue }
                let days = (byMonth[month] ?? []).sorted { $0.day < $1.day }
                let weekly = stride(from: 0, to: days.count, by: 7).map { start in
                    days[start..<min(days.count, start + 7)].reduce(0) { $0 + $1.focusSeconds }
                }
                let grown = days.reduce(0) { $0 + $1.grown }
                // February has a bar fewer than the other months: pad it so the counts line up.
                frame.put("\(ForestText.monthShort[month - 1]) \(ForestText.padded(ForestText.sparkline(weekly), 5)) \(grown)",
                          x: column, y: row, style: ForestScreen.barStyle)
            }
        }
    }

    // MARK: All

    /// Each year's line, or two when the figures do not fit beside the bars.
    private static func allLines(_ report: ForestReport, width: Int) -> (perYear: Int, lines: [Int: [String]]) {
        let byYear = Dictionary(grouping: report.days) { $0.day.year }
        var lines: [Int: [String]] = [:]
        for (year, days) in byYear {
            let monthly = (1...12).map { month in days.filter { $0.day.month == month }.reduce(0) { $0 + $1.focusSeconds } }
            let grown = days.reduce(0) { $0 + $1.grown }
            let focus = days.reduce(0) { $0 + $1.focusSeconds }
            let figures = "\(grown) tree\(grown == 1 ? "" : "s") · \(TimeText.amount(focus))"
            // A wide field draws each month's bar several columns wide.
            let monthWidth = min(6, max(1, (width - 6 - figures.count) / 12))
            let line = ForestText.sparkline(monthly).map { String(repeating: $0, count: monthWidth) }.joined()
            let bars = "\(year) \(line)"
            lines[year] = bars.count + 1 + figures.count <= width ? [bars + " " + figures] : [bars, "     " + figures]
        }
        return (lines.values.map(\.count).max() ?? 1, lines)
    }

    private static func drawAll(_ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int) {
        let (perYear, lines) = allLines(report, width: width)
        for (index, year) in lines.keys.sorted().enumerated() {
            for (offset, line) in (lines[year] ?? []).enumerated() where index * perYear + offset < height {
                frame.put(line, x: x, y: y + index * perYear + offset, style: ForestScreen.barStyle)
            }
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
