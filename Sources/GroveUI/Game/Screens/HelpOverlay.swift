import GroveCore
import GroveTerminal
import GroveText
import GroveWords

/// Every key and what it does, boxed on a cleared screen (below the name when there is room) so nothing behind competes.
/// `?` itself is left out: the box is what it opens, and any key closes it. What a key does is wrapped to the box; where
/// even so the keys do not fit the screen's rows, the least needed are left out (the key hints show the main ones).
enum HelpOverlay {
    /// A key, what it does, and how much it is needed: the highest `rank` is left out first.
    struct Entry {
        var key: String
        var meaning: String
        var rank: Int
    }

    /// In the order shown.
    static var entries: [Entry] {
        [
            Entry(key: "\(Words.Keys.enter) p n w", meaning: Words.HelpOverlay.plant, rank: 0),
            Entry(key: "o  d", meaning: Words.HelpOverlay.countUp, rank: 8),
            Entry(key: "s ← →", meaning: Words.HelpOverlay.species, rank: 9),
            Entry(key: Words.Keys.space, meaning: Words.HelpOverlay.pause, rank: 2),
            Entry(key: "+", meaning: Words.Extend.helpKey(amount: ExtendWords.defaultAmount), rank: 7),
            Entry(key: "g", meaning: Words.HelpOverlay.giveUp, rank: 3),
            Entry(key: "b", meaning: Words.HelpOverlay.takeBreak, rank: 5),
            Entry(key: Words.Keys.escape, meaning: Words.HelpOverlay.home, rank: 6),
            Entry(key: "f", meaning: Words.HelpOverlay.forest, rank: 4),
            Entry(key: "q \(Words.Keys.control(key: "c"))", meaning: Words.HelpOverlay.leave, rank: 1),
            Entry(key: Words.Keys.control(key: "z"), meaning: Words.HelpOverlay.suspend, rank: 10),
        ]
    }

    /// Columns between the box's edge and the text, and between a key and what it does.
    private static let padding = 3, gap = 2

    static func draw(into frame: inout Frame, _ layout: ScreenLayout) {
        var shown = entries
        let keyWidth = shown.map { DisplayWidth.columns(of: $0.key) }.max() ?? 0
        let lineWidth = shown.map { keyWidth + gap + DisplayWidth.columns(of: $0.meaning) }.max() ?? 0
        let width = min(layout.size.width, lineWidth + 2 * padding)
        let meaningWidth = max(1, width - 2 * padding - keyWidth - gap)
        var lines = shown.map { $0.meaning.wrapped(toColumns: meaningWidth) }
        while lines.joined().count + 2 > layout.size.height, let least = shown.indices.max(by: { shown[$0].rank < shown[$1].rank }) {
            shown.remove(at: least)
            lines.remove(at: least)
        }
        let height = lines.joined().count + 2
        let x = (layout.size.width - width) / 2
        let below = layout.headerRow + 1
        let y = layout.size.height - below >= height
            ? below + (layout.size.height - below - height) / 2
            : max(0, (layout.size.height - height) / 2)
        frame.fill(x: 0, y: below, width: layout.size.width, height: layout.size.height - below)
        frame.putBox(x: x, y: y, width: width, height: height, title: Words.HelpOverlay.title, footer: Words.HelpOverlay.footer)
        var row = y + 1
        for (entry, meaning) in zip(shown, lines) {
            frame.put(entry.key, x: x + padding, y: row, style: Theme.key)
            for line in meaning {
                frame.put(line, x: x + padding + keyWidth + gap, y: row)
                row += 1
            }
        }
    }
}
