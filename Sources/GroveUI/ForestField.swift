import GroveCore
import GroveTerminal
import GroveText

/// The trees of a period: planting order for a day, columns for a week, a
/// calendar for a month, heat maps for a year, one line a year for all time.
enum ForestField {
    static func draw(_ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int, calendar: LocalCalendar) {
        guard width > 4, height > 1 else { return }
        switch report.period.range {
        case .day: drawDay(report, into: &frame, x: x, y: y, width: width, height: height, calendar: calendar)
        case .week: drawWeek(report, into: &frame, x: x, y: y, width: width, height: height)
        case .month: drawMonth(report, into: &frame, x: x, y: y, width: width, height: height)
        case .year: drawYear(report, into: &frame, x: x, y: y, width: width, height: height)
        case .all: drawAll(report, into: &frame, x: x, y: y, width: width, height: height)
        }
    }

    static func preferredHeight(_ report: ForestReport, width: Int) -> Int {
        switch report.period.range {
        case .day:
            let trees = report.days.first?.trees.count ?? 0
            let perRow = max(1, width / 4)
            return max(2, (trees + perRow - 1) / perRow * 3 + 1 + trees)
        case .week:
            let columnWidth = max(2, width / 7) - 1
            let tallest = report.days.map { ($0.trees.count + columnWidth - 1) / max(1, columnWidth) }.max() ?? 0
            return max(4, tallest + 3)
        case .month:
            return weeks(in: report.period) * 3 + 1
        case .year:
            return width >= 48 ? 15 : (width >= 32 ? 22 : 7)
        case .all:
            return max(2, Set(report.days.map(\.day.year)).count + 1)
        }
    }

    // MARK: Day

    private static func drawDay(
        _ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int, calendar: LocalCalendar
    ) {
        let trees = report.days.first?.trees ?? []
        guard !trees.isEmpty else {
            frame.put("no trees this day", x: x, y: y, style: ForestScreen.labelStyle)
            return
        }
        let perRow = max(1, width / 4)
        var spriteRows = min((trees.count + perRow - 1) / perRow, max(1, (height - 1) / 2 / 3))
        // On a short field, sprites that would push trees off a list that fits alone give way to it.
        if spriteRows * 3 + 1 + trees.count > height, trees.count <= height { spriteRows = 0 }
        for (index, tree) in trees.prefix(spriteRows * perRow).enumerated() {
            let column = x + (index % perRow) * 4
            let row = y + (index / perRow) * 3
            for (offset, line) in TreeSprite.rows(for: tree).enumerated() {
                frame.put(line, x: column, y: row + offset, style: TreeSprite.style(for: tree))
            }
        }
        var row = spriteRows == 0 ? y : y + spriteRows * 3 + 1
        for (index, tree) in trees.enumerated() where row < y + height {
            if row == y + height - 1, index < trees.count - 1 {
                frame.put("… and \(trees.count - index) more", x: x, y: row, style: ForestScreen.labelStyle)
                break
            }
            // » marks a tree grown at another speed: shown, never rewarded.
            let word = ForestText.padded(tree.grown ? "grown" : "withered", 8)
            let line = "\(calendar.clockText(tree.startedAt))\(tree.accelerated ? "»" : " ")\(word) "
                + "\(ForestText.padded(tree.species, 6)) \(TimeText.amount(tree.focusedSeconds).padded(toColumns: 6)) \(tree.tag)"
            let column = frame.put(String(TreeSprite.glyph(for: tree)), x: x, y: row, style: TreeSprite.style(for: tree))
            frame.put(String(line.prefix(max(0, width - 2))), x: column + 1, y: row)
            row += 1
        }
    }

    // MARK: Week

    private static func drawWeek(_ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int) {
        let columnWidth = max(2, width / 7)
        let perLine = max(1, columnWidth - 1)
        for (index, summary) in report.days.enumerated() {
            let column = x + index * columnWidth
            let name = ForestText.weekdays[index]
            let mark = summary.goalMet ? String(GoalProgress.metMark) : ""
            let header = (columnWidth >= 7 ? "\(name) \(summary.day.day)" : "\(name.prefix(2))\(summary.day.day)") + mark
            frame.put(String(header.prefix(perLine)), x: column, y: y, style: ForestScreen.labelStyle)
            let capacity = perLine * max(0, height - 3)
            for (treeIndex, tree) in summary.trees.prefix(capacity).enumerated() {
                frame.put(String(TreeSprite.glyph(for: tree)), x: column + treeIndex % perLine, y: y + 1 + treeIndex / perLine, style: TreeSprite.style(for: tree))
            }
            if summary.trees.count > capacity, capacity > 0 {
                frame.put("+\(summary.trees.count - capacity + 1)", x: column + (capacity - 1) % perLine, y: y + 1 + (capacity - 1) / perLine, style: ForestScreen.labelStyle)
            }
            if summary.focusSeconds > 0 {
                let total = TimeText.compactAmount(summary.focusSeconds)
                frame.put(String(total.prefix(perLine)), x: column, y: y + height - 1, style: ForestScreen.labelStyle)
            }
        }
    }

    // MARK: Month

    static func weeks(in period: ForestPeriod) -> Int {
        (period.first.weekdayFromMonday + period.days.count + 6) / 7
    }

    private static func drawMonth(_ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int) {
        let columnWidth = max(3, width / 7)
        for (index, name) in ForestText.weekdays.enumerated() {
            frame.put(String(name.prefix(columnWidth - 1)), x: x + index * columnWidth, y: y, style: ForestScreen.labelStyle)
        }
        let weekCount = weeks(in: report.period)
        let cellHeight = max(1, min(3, (height - 1) / max(1, weekCount)))
        let offset = report.period.first.weekdayFromMonday
        for (index, summary) in report.days.enumerated() {
            let slot = index + offset
            let column = x + (slot % 7) * columnWidth
            let row = y + 1 + (slot / 7) * cellHeight
            guard row < y + height else { break }
            let number = ForestText.padded("\(summary.day.day)" + (summary.goalMet ? String(GoalProgress.metMark) : ""), 3)
            if cellHeight >= 2 {
                frame.put(number, x: column, y: row, style: ForestScreen.labelStyle)
                let room = max(1, (columnWidth - 1) * (cellHeight - 1))
                for (treeIndex, tree) in summary.trees.prefix(room).enumerated() {
                    frame.put(String(TreeSprite.glyph(for: tree)), x: column + treeIndex % (columnWidth - 1), y: row + 1 + treeIndex / (columnWidth - 1), style: TreeSprite.style(for: tree))
                }
            } else {
                let heat = String(ForestText.shade(for: summary.focusSeconds))
                frame.put(String((number.trimmingTrailingSpaces + heat).prefix(columnWidth - 1)), x: column, y: row, style: ForestScreen.barStyle)
            }
        }
    }

    // MARK: Year

    private static func drawYear(_ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int) {
        let byMonth = Dictionary(grouping: report.days) { $0.day.month }
        let perRow = width >= 48 && height >= 16 ? 6 : (width >= 32 && height >= 22 ? 4 : 0)
        if perRow > 0 {
            // Month calendars, one shade per day: 6 or 4 to a row.
            for month in 1...12 {
                let column = x + ((month - 1) % perRow) * 8
                let row = y + ((month - 1) / perRow) * 7
                frame.put(ForestText.monthShort[month - 1], x: column, y: row, style: ForestScreen.labelStyle)
                let days = (byMonth[month] ?? []).sorted { $0.day < $1.day }
                let offset = days.first?.day.weekdayFromMonday ?? 0
                for (index, summary) in days.enumerated() {
                    let slot = index + offset
                    frame.put(String(ForestText.shade(for: summary.focusSeconds)), x: column + slot % 7, y: row + 1 + slot / 7, style: ForestScreen.barStyle)
                }
            }
            frame.put("· none ░ <30 m ▒ <1 h ▓ <2 h █ more", x: x, y: y + (12 / perRow) * 7, style: ForestScreen.labelStyle)
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
                let line = "\(ForestText.monthShort[month - 1]) \(ForestText.padded(ForestText.sparkline(weekly), 5)) \(grown)"
                frame.put(String(line.prefix(columnWidth - 1)), x: column, y: row, style: ForestScreen.barStyle)
            }
        }
    }

    // MARK: All

    private static func drawAll(_ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int) {
        let byYear = Dictionary(grouping: report.days) { $0.day.year }
        for (index, year) in byYear.keys.sorted().enumerated() where index < height {
            let days = byYear[year] ?? []
            let monthly = (1...12).map { month in days.filter { $0.day.month == month }.reduce(0) { $0 + $1.focusSeconds } }
            let grown = days.reduce(0) { $0 + $1.grown }
            let focus = days.reduce(0) { $0 + $1.focusSeconds }
            let line = "\(year) \(ForestText.sparkline(monthly)) \(grown) tree\(grown == 1 ? "" : "s") \(TimeText.compactAmount(focus))"
            frame.put(String(line.prefix(width)), x: x, y: y + index, style: ForestScreen.barStyle)
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
