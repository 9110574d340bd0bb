@testable import GroveUI
import Testing

/// The key hints fit a line by the columns a terminal gives their text, however it is written.
@Suite("key hints")
struct KeyHintsTests {
    @Test func hintsAreDroppedByTheirColumns() {
        // Columns differ from bytes, scalars and characters where text is not plain ASCII: a combining accent takes none,
        // a Japanese or Korean character two.
        for (label, columns) in [("plain ok", 8), ("ève ève", 7), ("e\u{301}ve e\u{301}ve", 7), ("植える", 6), ("심기 심기", 9)] {
            let hints = KeyHints(items: [("a", label), ("b", label), ("?", "help")])
            let all = (1 + 1 + columns) * 2 + 6 + 2 * 3
            #expect(hints.runs(width: all).count == 8, "\(label)")
            #expect(hints.runs(width: all - 1).count == 8, "\(label): narrow gaps")
            #expect(hints.runs(width: all - 3).count == 5, "\(label): one hint dropped")
        }
    }

    @Test func theLeastImportantHintGoesFirstAndHelpStays() {
        let hints = KeyHints(items: [("enter", "plant"), ("o", "count up"), ("q", "quit"), ("?", "help")])
        let shown = { (width: Int) in hints.runs(width: width).filter { $0.style == Theme.key }.map(\.text) }
        #expect(shown(80) == ["enter", "o", "q", "?"])
        #expect(shown(31) == ["enter", "o", "?"])
        #expect(shown(30) == ["enter", "?"])
        #expect(shown(20) == ["enter", "?"])
        #expect(shown(6) == ["?"])
        #expect(shown(5) == [])
    }
}
