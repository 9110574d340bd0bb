import GroveCore
import GroveText
import GroveWords

/// Short words and figures shared by the forest's views.
enum ForestText {
    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let weekdays = weekdayNames.map { String($0.prefix(3)) }
    static let monthShort = ForestPeriod.monthNames.map { String($0.prefix(3)) }
    static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// A weekday's names from the longest to the shortest a view may write: "Mon", "Mo", "M" (`index` 0 is Monday).
    static func weekdayForms(_ index: Int) -> [String] {
        let short = weekdays[index]
        return [short, String(short.prefix(2)), String(short.prefix(1))]
    }

    /// The first of `forms` that shows whole in `width` columns, or nil.
    static func fitting(_ forms: [String], width: Int) -> String? {
        forms.first { DisplayWidth.columns(of: $0) <= width }
    }

    /// "Sat 21 Nov" (with the year, "Sat 21 Nov 2025"): a day among others, short.
    static func shortDate(_ day: LocalDay, withYear: Bool) -> String {
        let date = "\(weekdays[day.weekdayFromMonday]) \(day.day) \(monthShort[day.month - 1])"
        // Every other range names its year in its title; all time spans years.
        return withYear ? "\(date) \(day.year)" : date
    }

    /// A bar chart in one line of `values`, scaled to the largest.
    static func sparkline(_ values: [Double]) -> String {
        let top = values.max() ?? 0
        return String(values.map { value -> Character in
            guard top > 0, value > 0 else { return " " }
            return bars[min(bars.count - 1, Int(value / top * Double(bars.count - 1) + 0.5))]
        })
    }

    static func change(_ now: Double, _ before: Double?) -> String? {
        guard let before else { return nil }
        guard before > 0 else { return now > 0 ? Words.Stats.changeNew : Words.Stats.changeNone }
        let delta = Int(((now - before) / before * 100).rounded())
        return Words.Stats.changePercent(change: (delta >= 0 ? "+" : "") + Words.number(delta))
    }

    /// The text in exactly `width` columns: cut at a whole character, or padded with spaces.
    static func padded(_ text: String, _ width: Int) -> String {
        text.cut(toColumns: width).padded(toColumns: width)
    }
}
