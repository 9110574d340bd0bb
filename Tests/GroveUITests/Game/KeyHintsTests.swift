@testable import GroveUI
import Testing

/// The key hints fit a line by counting characters, however the text is written.
@Suite("key hints")
struct KeyHintsTests {
    @Test func hintsAreDroppedByTheirCharacters() {
        // Fewer characters than bytes and scalars where not plain ASCII: CRLF is one.
        for label in ["plain ok", "ève ève", "e\u{301}ve e\u{301}ve", "line\r\nen"] {
            let hints = KeyHints(items: [("a", label), ("b", label), ("?", "help")])
            let characters = 1 + 1 + label.count
            let all = characters * 2 + 6 + 2 * 3
            #expect(hints.runs(width: all).count == 8, "\(label)")
            #expect(hints.runs(width: all - 1).count == 8, "\(label): narrow gaps")
            #expect(hints.runs(width: all - 3).count == 5, "\(label): one hint dropped")
        }
    }
}
