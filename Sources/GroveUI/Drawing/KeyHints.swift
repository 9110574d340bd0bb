import GroveTerminal

/// The line of keys at the bottom of the screen: the key in bold, what it does dimmed.
struct KeyHints {
    /// A key and what it does, such as ("space", "pause").
    var items: [(key: String, label: String)]

    /// The runs of the line for `width` columns: wide gaps when they fit, then
    /// narrow ones, then hints dropped from the middle. The last hint (help) stays.
    func runs(width: Int) -> [TextRun] {
        var kept = items
        while true {
            let hints = kept.reduce(0) { $0 + Self.count($1.key) + 1 + Self.count($1.label) }
            for gap in ["   ", "  "] where hints + Self.count(gap) * max(0, kept.count - 1) <= width {
                return Self.runs(kept, gap: gap)
            }
            guard kept.count > 1 else { return [] }
            kept.remove(at: max(0, kept.count - 2))
        }
    }

    /// The characters of `text`: for printable ASCII, its bytes, sparing the grapheme breaking
    /// of `String.count` (the hints are counted at every wake).
    private static func count(_ text: String) -> Int {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? text.utf8.count : text.count
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
