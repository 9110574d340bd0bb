import FoundationEssentials
import GroveCore
import GroveTerminal
import GroveWords

/// Every key and what it does, boxed on a cleared screen (below the name when there is room) so nothing behind competes.
/// `?` itself is left out: the box is what it opens, and any key closes it.
enum HelpOverlay {
    static let entries: [(key: String, meaning: String)] = [
        ("enter p n w", "plant; w: with a room"),
        ("o  d", "count up; d: done"),
        ("s ← →", "choose the species"),
        // On one row: the box fits a 40×12 screen.
        ("space  +", Words.Extend.helpKey(amount: TimeText.amount(TimeInterval(SessionExtension.defaultMinutes * 60)))),
        ("g", "give up (asks y/n)"),
        ("b", "take the break"),
        ("esc", "home, after a tree"),
        ("f", "the forest; q returns"),
        ("q ctrl-c", "leave; it grows on"),
        ("ctrl-z", "suspend; fg returns"),
    ]

    static func draw(into frame: inout Frame, _ layout: ScreenLayout) {
        let keyWidth = entries.map(\.key.count).max() ?? 0
        let lineWidth = entries.map { keyWidth + 2 + $0.meaning.count }.max() ?? 0
        let width = min(layout.size.width, lineWidth + 6)
        let height = entries.count + 2
        let x = (layout.size.width - width) / 2
        let below = layout.headerRow + 1
        let y = layout.size.height - below >= height
            ? below + (layout.size.height - below - height) / 2
            : max(0, (layout.size.height - height) / 2)
        frame.fill(x: 0, y: below, width: layout.size.width, height: layout.size.height - below)
        frame.putBox(x: x, y: y, width: width, height: height, title: "keys", footer: "any key closes")
        for (index, entry) in entries.enumerated() {
            let row = y + 1 + index
            let column = frame.put(entry.key, x: x + 3, y: row, style: Theme.key)
            frame.put(String(repeating: " ", count: keyWidth - entry.key.count + 2) + entry.meaning, x: column, y: row)
        }
    }
}
