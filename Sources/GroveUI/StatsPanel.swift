import GroveCore
import GroveTerminal

/// The numbers beside the forest.
enum StatsPanel {
    static let labelWidth = 11

    static func rows(_ report: ForestReport) -> [(String, String)] {
        var rows: [(String, String)] = [
            ("focus", TimeText.amount(report.focusSeconds)),
            ("trees", "\(report.treesGrown) grown · \(report.treesWithered) withered"),
            ("completion", ForestText.percent(report.completionRate)),
            ("streak", "\(report.currentStreak) d · best \(report.bestStreak) d"),
            ("coins", "\(report.coins)"),
        ]
        if report.dailyGoal > 0 {
            rows.append(("goal \(GoalProgress.metMark)", "met \(report.goalDays) d · \(report.dailyGoal) a day"))
        }
        if let change = ForestText.change(report.focusSeconds, report.previousFocusSeconds) { rows.append(("change", change)) }
        let accelerated = report.days.reduce(0) { $0 + $1.trees.filter(\.accelerated).count }
        if accelerated > 0 { rows.append(("» fast", "\(accelerated) at other speeds")) }
        if let busiest = report.busiestDay {
            let day = busiest.day
            let when = "\(ForestText.weekdays[day.weekdayFromMonday]) \(day.day) \(ForestText.monthShort[day.month - 1])"
            rows.append(("busiest", "\(when) · \(TimeText.amount(busiest.focusSeconds))"))
        }
        return rows
    }

    static func preferredHeight(_ report: ForestReport) -> Int {
        rows(report).count + 1 + min(report.byTag.count, 5) + 1 + 3
    }

    static func draw(_ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int, height: Int) {
        var row = y
        for (label, value) in rows(report) where row < y + height {
            frame.put(ForestText.padded(label, labelWidth), x: x, y: row, style: ForestScreen.labelStyle)
            frame.put(String(value.prefix(width - labelWidth)), x: x + labelWidth, y: row, style: ForestScreen.valueStyle)
            row += 1
        }
        if !report.byTag.isEmpty, row + 2 < y + height {
            frame.put("by tag", x: x, y: row, style: ForestScreen.labelStyle)
            row += 1
            let top = report.byTag.first?.seconds ?? 1
            // Room for the tag, the bar and the longest amount ("12 h 05 min").
            let barWidth = max(1, width - 22)
            for entry in report.byTag.prefix(5) where row < y + height - 4 {
                frame.put(ForestText.padded(entry.tag, 8), x: x + 1, y: row)
                let length = max(1, Int(entry.seconds / max(top, 1) * Double(barWidth)))
                frame.put(String(repeating: "█", count: length), x: x + 10, y: row, style: ForestScreen.barStyle)
                frame.put(TimeText.amount(entry.seconds), x: x + 11 + length, y: row)
                row += 1
            }
        }
        if row + 2 < y + height + 1 {
            frame.put("by hour", x: x, y: row, style: ForestScreen.labelStyle)
            frame.put(ForestText.sparkline(report.byHour), x: x + 1, y: row + 1, style: ForestScreen.barStyle)
            frame.put("0     6     12    18", x: x + 1, y: row + 2, style: ForestScreen.labelStyle)
        }
    }

    /// Two lines for narrow screens.
    static func drawSummary(_ report: ForestReport, into frame: inout Frame, x: Int, y: Int, width: Int) {
        let first = [
            TimeText.amount(report.focusSeconds), "\(report.treesGrown) grown", "\(report.treesWithered) withered",
        ]
        let second = [ForestText.percent(report.completionRate), "streak \(report.currentStreak) d (best \(report.bestStreak))", "\(report.coins) coins"]
        frame.put(fitting(first, width: width), x: x, y: y, style: ForestScreen.valueStyle)
        frame.put(fitting(second, width: width), x: x, y: y + 1, style: ForestScreen.labelStyle)
    }

    /// As many of `parts` as fit in `width`, whole, joined by " · ": a figure cut
    /// in half would read as a different figure.
    private static func fitting(_ parts: [String], width: Int) -> String {
        var line = ""
        for part in parts {
            let next = line.isEmpty ? part : line + " · " + part
            guard next.count <= width else { break }
            line = next
        }
        return line.isEmpty ? String((parts.first ?? "").prefix(width)) : line
    }
}
