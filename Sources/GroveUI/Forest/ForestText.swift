import GroveCore
import GroveText
import GroveWords

/// Short words and figures shared by the forest's views.
enum ForestText {
    static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// A weekday's names from the longest to the shortest a view may write: "Mon", "Mo", "M"; "周一", "一" (`index` 0 is
    /// Monday).
    static func weekdayForms(_ index: Int) -> [String] {
        [DateText.weekdayShort(index), DateText.weekdayNarrow(index), DateText.weekdayInitial(index)]
    }

    /// The first of `forms` that shows whole in `width` columns, or nil.
    static func fitting(_ forms: [String], width: Int) -> String? {
        forms.first { DisplayWidth.columns(of: $0) <= width }
    }

    /// "Sat 21 Nov", "11月21日(土)" (with the year, "Sat 21 Nov 2025"): a day among others, short.
    static func shortDate(_ day: LocalDay, withYear: Bool) -> String {
        // Every other range names its year in its title; all time spans years.
        withYear ? DateText.weekdayDayMonthYearShort(day) : DateText.weekdayDayMonthShort(day)
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
