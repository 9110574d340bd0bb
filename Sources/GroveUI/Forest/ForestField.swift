import GroveArt
import GroveCore
import GroveTerminal
import GroveText
import GroveWords

/// The trees of a period as a landscape: a plot for a day, seven side by side for a week, a calendar of small plots for a
/// month, a heat map for a year, one line a year for all time.
enum ForestField {
    /// The narrowest field that shows the range well beside the panel (else the panel goes under).
    static func comfortableWidth(_ range: ForestPeriod.Range) -> Int {
        switch range {
        case .day: 36
        case .week: 7 * 11 + 6
        case .month: 7 * 11
        case .year: 58
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
        case .year: YearHeatMap.draw(report, into: &frame, x: x, y: y, width: width, height: height)
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
            // A row of trees at natural size and three of tiny ones behind at most: a busier day is a
            // thicket with "+N", not a tower.
            let plot = weekPlotWidth(width)
            let tallest = report.days.map { ForestPlot.preferredHeight(trees: $0.trees, width: plot) }.max() ?? 0
            return 1 + min(tallest, printedWeekHeight) + 1
        case .month:
            // Small plots: a busy day shows as a thicket rather than a tall tower.
            let plot = monthColumnWidth(width) - 1
            let tallest = report.days.map { ForestPlot.preferredHeight(trees: $0.trees, width: plot) }.max() ?? 0
            return 1 + weeks(in: report.period) * min(tallest, monthDayHeight)
        case .year:
            return YearHeatMap.preferredHeight(report, width: width)
        case .all:
            let years = Set(report.days.map(\.day.year)).count
            return max(2, years * allLines(report, width: width).perYear)
        }
    }

    /// The fewest rows that still show the range as itself: with `trees`, its trees standing on
    /// their ground (a month's days as plots); without, in any form (a month's days as glyphs).
    static func minimumHeight(_ report: ForestReport, width: Int, trees: Bool) -> Int {
        switch report.period.range {
        case .day: return smallestPlot + 1
        case .week: return 1 + smallestPlot + 1
        case .month: return 1 + weeks(in: report.period) * (trees ? smallestPlot : 1)
        case .year: return YearHeatMap.layout(report, width: width, height: 0).height
        case .all: return Set(report.days.map(\.day.year)).count * allLines(report, width: width).perYear
        }
    }

    /// A plot's fewest rows: a row of tiny trees on their ground.
    static let smallestPlot = SpriteSize.tiny.height + 1

    /// A month's day when printed: a row of trees at natural size with a row of tiny ones behind.
    private static let monthDayHeight = 6
    /// A week's plots when printed: a row of trees at natural size with three rows of tiny ones behind, each whole.
    private static let printedWeekHeight = SpriteSize.long.height + 1 + 3 * (SpriteSize.tiny.height + 1)

    // MARK: Day

    private static func drawDay(
        _ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int, calendar: LocalCalendar
    ) -> [PlacedTree] {
        let trees = report.days.first?.trees ?? []
        // The list of sessions (or the word that there are none) under the plot, the plot taking every
        // other row: always a row for the list, never the plot's ground.
        let listRows = max(1, trees.count)
        let plotHeight = min(height - 1, max(smallestPlot, height - listRows - 1))
        let placed = ForestPlot.draw(trees, into: &frame, x: x, y: y, width: width, height: plotHeight, deep: true)
        var row = y + plotHeight + (height - plotHeight - 1 >= min(listRows, 2) ? 1 : 0)
        guard !trees.isEmpty else {
            frame.put(Words.Forest.noTreesThisDay, x: x, y: row, style: ForestScreen.labelStyle)
            return placed
        }
        // The longest time and a space, at least "25 min ": a time is never cut, and the tags after it line up.
        let durationWidth = max(7, trees.map { DisplayWidth.columns(of: TimeText.amount($0.focusedSeconds)) + 1 }.max() ?? 0)
        for (index, tree) in trees.enumerated() where row < y + height {
            if row == y + height - 1, index < trees.count - 1 {
                frame.put(Words.Forest.andMore(count: trees.count - index), x: x, y: row, style: ForestScreen.labelStyle)
                break
            }
            let mark = String(TreeSprite.glyph(tree.species, grown: tree.grown))
            let column = frame.put(mark, x: x, y: row, style: TreeSprite.style(for: tree))
            frame.put(sessionLine(tree, width: width - 2, durationWidth: durationWidth, calendar: calendar), x: column + 1, y: row)
            row += 1
        }
        return placed
    }

    /// The tag, and for a tree planted together the mark and with whom: "code  ∞ ana, bo",
    /// else "∞ ana, bo", else "code ∞", within `width` columns.
    private static func what(_ tree: ForestTree, width: Int) -> String {
        guard !tree.with.isEmpty else { return Frame.fitted(tree.tag, width: width) }
        let mark = ForestPlot.togetherMark
        let with = "\(mark) " + Together.list(tree.with.map(PrintableText.escaped))
        let choices = ["\(tree.tag)  \(with)", with, "\(tree.tag) \(mark)"]
        return choices.first { DisplayWidth.columns(of: $0) <= width } ?? Frame.fitted("\(tree.tag) \(mark)", width: width)
    }

    /// "07:15  grown    pine   25 min write", the time `durationWidth` columns wide, as much as fits in whole words;
    /// » marks a tree grown at another speed: shown, never rewarded.
    private static func sessionLine(_ tree: ForestTree, width: Int, durationWidth: Int, calendar: LocalCalendar) -> String {
        let time = "\(calendar.clockText(tree.startedAt))\(tree.accelerated ? "»" : " ") "
        let duration = TimeText.amount(tree.focusedSeconds).padded(toColumns: durationWidth)
        // The columns of the outcome and of the species: the widest word each may show, and a space.
        let outcomes = [Words.Forest.grown, Words.Forest.withered, Words.Log.historyState]
        let outcomeWidth = (outcomes.map { DisplayWidth.columns(of: $0) }.max() ?? 0) + 1
        let outcome = ForestText.padded(tree.logged ? outcomes[2] : tree.grown ? outcomes[0] : outcomes[1], outcomeWidth)
        let speciesWidth = (Species.catalog.map { DisplayWidth.columns(of: $0.displayName) }.max() ?? 0) + 1
        let species = ForestText.padded(TreeName.plain(tree.species), speciesWidth)
        for parts in [[time, outcome, species, duration], [time, species, duration], [time, duration]] {
            let line = parts.joined()
            if DisplayWidth.columns(of: line) <= width {
                let room = width - DisplayWidth.columns(of: line)
                return room >= 4 ? line + what(tree, width: room) : line.trimmingTrailingSpaces
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
        // A row of day names above the plots, a row of focus times below.
        let plotHeight = max(2, height - 2)
        // Labels keep a blank column before the next day's, even where the plots touch.
        let labelWidth = min(plotWidth, step - 1)
        let (perspective, grounds) = ForestPlot.landscape(report.days.map(\.trees), width: plotWidth, height: plotHeight)
        var placed: [PlacedTree] = []
        for (index, summary) in report.days.enumerated() {
            let column = x + index * step
            let names = ForestText.weekdayForms(index)
            let day = "\(summary.day.day)" + (summary.goalMet ? String(GoalProgress.metMark) : "")
            let forms = [Words.Forest.weekdayAndDay(weekday: names[0], day: day)]
                + names.dropFirst().map { Words.Forest.weekdayAndDayTight(weekday: $0, day: day) } + [day]
            let header = ForestText.fitting(forms, width: labelWidth) ?? "\(summary.day.day)"
            frame.put(header, x: column, y: y, style: ForestScreen.labelStyle)
            placed += ForestPlot.draw(
                summary.trees, into: &frame, x: column, y: y + 1, width: plotWidth, height: plotHeight,
                perspective: perspective, grounds: grounds)
            // A time wider than its day's label would run into the next day's: left out, the figures give the week's.
            if summary.focusSeconds > 0, let time = ForestText.fitting([TimeText.compactAmount(summary.focusSeconds)], width: labelWidth) {
                frame.put(time, x: column, y: y + 1 + plotHeight, style: ForestScreen.labelStyle)
            }
        }
        return placed
    }

    // MARK: Month

    static func weeks(in period: ForestPeriod) -> Int {
        (period.first.weekdayFromMonday + period.days.count + 6) / 7
    }

    private static func monthColumnWidth(_ width: Int) -> Int { max(4, width / 7) }

    /// A calendar: a plot a day with its number in the ground, or where the weeks have a row
    /// each, the number and a glyph of the day's focus.
    private static func drawMonth(_ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int) -> [PlacedTree] {
        let columnWidth = monthColumnWidth(width)
        let plotWidth = columnWidth - 1
        for index in 0..<7 {
            guard let name = ForestText.fitting(ForestText.weekdayForms(index), width: plotWidth) else { continue }
            frame.put(name, x: x + index * columnWidth, y: y, style: ForestScreen.labelStyle)
        }
        let weekCount = weeks(in: report.period)
        let cellHeight = max(1, (height - 1) / max(1, weekCount))
        let offset = report.period.first.weekdayFromMonday
        let plots = cellHeight >= smallestPlot && plotWidth >= SpriteSize.tiny.width
        // One perspective for every day, but only the rows of ground each day's trees stand on: the
        // close rows of a small plot would cross the crowns in front of them.
        let trees = report.days.map(\.trees)
        let perspective = plots ? ForestPlot.landscape(trees, width: plotWidth, height: cellHeight).perspective : nil
        let heat = FocusHeat(report.days)
        var placed: [PlacedTree] = []
        for (index, summary) in report.days.enumerated() {
            let slot = index + offset
            let column = x + (slot % 7) * columnWidth
            let row = y + 1 + (slot / 7) * cellHeight
            guard row < y + height else { break }
            let number = TextRun(
                "\(summary.day.day)" + (summary.goalMet ? String(GoalProgress.metMark) : ""), ForestScreen.labelStyle)
            if plots {
                placed += ForestPlot.draw(
                    summary.trees, into: &frame, x: column, y: row, width: plotWidth, height: cellHeight,
                    // Close rows, so each week's days keep apart from the week above.
                    perspective: perspective, spreading: false, label: [number])
            } else {
                let end = frame.put(number.text, x: column, y: row, style: number.style)
                let glyph = heat.run(summary.focusSeconds)
                frame.put(glyph.text, x: end, y: row, style: glyph.style)
            }
        }
        return placed
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
            let figures = days.allSatisfy({ $0.grown + $0.withered + $0.atOtherSpeeds + $0.logged == 0 })
                ? Words.Forest.noTrees : Words.Forest.yearFigures(count: grown, focus: TimeText.amount(focus))
            // A wide field draws each month's bar several columns wide.
            let figuresWidth = DisplayWidth.columns(of: figures)
            let monthWidth = min(6, max(1, (width - 6 - figuresWidth) / 12))
            let line = ForestText.sparkline(monthly).map { String(repeating: $0, count: monthWidth) }.joined()
            let bars = "\(year) \(line)"
            lines[year] = DisplayWidth.columns(of: bars) + 1 + figuresWidth <= width ? [bars + " " + figures] : [bars, "     " + figures]
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
