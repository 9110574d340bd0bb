import GroveCore
import GroveText

/// Short words and figures shared by the forest's views.
enum ForestText {
    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let weekdays = weekdayNames.map { String($0.prefix(3)) }
    static let monthShort = ForestPeriod.monthNames.map { String($0.prefix(3)) }
    static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// What a period or a year without a tree shows instead of its figures.
    static let noTrees = "no trees"

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
        guard before > 0 else { return now > 0 ? "new focus vs previous" : "none vs previous" }
        let delta = Int(((now - before) / before * 100).rounded())
        return "\(delta >= 0 ? "+" : "")\(delta) % vs previous"
    }

    /// The text in exactly `width` columns: cut at a whole character, or padded with spaces.
    static func padded(_ text: String, _ width: Int) -> String {
        text.cut(toColumns: width).padded(toColumns: width)
    }
}
