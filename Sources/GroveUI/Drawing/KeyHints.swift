import GroveTerminal
import GroveText

/// The line of keys at the bottom of the screen: the key in bold, what it does dimmed, in the order of their importance.
struct KeyHints {
    /// A key and what it does, such as ("space", "pause").
    var items: [(key: String, label: String)]

    /// The runs of the line for `width` columns: wide gaps when they fit, then narrow ones, then the least important hints
    /// dropped (the last before help first), so that a longer language never cuts one. The last hint (help) stays.
    func runs(width: Int) -> [TextRun] {
        var kept = items
        var columns = kept.map { DisplayWidth.columns(of: $0.key) + 1 + DisplayWidth.columns(of: $0.label) }
        while true {
            let hints = columns.reduce(0, +)
            for gap in ["   ", "  "] where hints + gap.count * max(0, kept.count - 1) <= width {
                return Self.runs(kept, gap: gap)
            }
            guard kept.count > 1 else { return [] }
            kept.remove(at: kept.count - 2)
            columns.remove(at: columns.count - 2)
        }
    }

    private static func runs(_ items: [(key: String, label: String)], gap: String) -> [TextRun] {
        var runs: [TextRun] = []
        runs.reserveCapacity(items.count * 3)
        for (index, item) in items.enumerated() {
            if index > 0 { runs.append(TextRun(gap)) }
            runs.append(TextRun(item.key, Theme.key))
            runs.append(TextRun(" " + item.label, Theme.muted))
        }
        return runs
    }
}
