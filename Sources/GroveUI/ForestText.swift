import FoundationEssentials
import GroveCore

/// Short words and figures shared by the forest's views.
enum ForestText {
    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let monthShort = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// Heat of a day's focus, from none to two hours and more.
    static let shades: [Character] = ["·", "░", "▒", "▓", "█"]
    static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// "2 h 05" or "25 m", short enough for a cell.
    static func duration(_ seconds: Double) -> String {
        let minutes = Int(seconds / 60)
        return minutes < 60 ? "\(minutes) m" : "\(minutes / 60) h \(two(minutes % 60))"
    }

    /// A day's focus in at most `width` columns: "2h03" on one line, or "2h"
    /// over "03m" where that does not fit; never cut.
    static func compactDuration(_ seconds: Double, width: Int) -> [String] {
        let minutes = Int(seconds / 60)
        guard minutes >= 60 else { return ["\(minutes)m"] }
        let whole = "\(minutes / 60)h\(two(minutes % 60))"
        return whole.count <= width ? [whole] : ["\(minutes / 60)h", "\(two(minutes % 60))m"]
    }

    static func shade(for seconds: Double) -> Character {
        switch seconds {
        case ..<1: shades[0]
        case ..<1800: shades[1]
        case ..<3600: shades[2]
        case ..<7200: shades[3]
        default: shades[4]
        }
    }

    /// A bar chart in one line of `values`, scaled to the largest.
    static func sparkline(_ values: [Double]) -> String {
        let top = values.max() ?? 0
        return String(values.map { value -> Character in
            guard top > 0, value > 0 else { return " " }
            return bars[min(bars.count - 1, Int(value / top * Double(bars.count - 1) + 0.5))]
        })
    }

    static func percent(_ fraction: Double) -> String {
        "\(Int((fraction * 100).rounded())) %"
    }

    static func change(_ now: Double, _ before: Double?) -> String? {
        guard let before else { return nil }
        guard before > 0 else { return now > 0 ? "new focus vs previous" : "none vs previous" }
        let delta = Int(((now - before) / before * 100).rounded())
        return "\(delta >= 0 ? "+" : "")\(delta) % vs previous"
    }

    static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? String(text.prefix(width)) : text + String(repeating: " ", count: width - text.count)
    }
}
