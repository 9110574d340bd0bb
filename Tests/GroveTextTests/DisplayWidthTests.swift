import GroveText
import Testing

@Suite("display width: the columns a terminal gives text")
struct DisplayWidthTests {
    @Test(arguments: [
        ("oak", 3), ("écriture", 8), ("e\u{301}criture", 8), ("写作", 4), ("🌲deep", 6), ("🌲", 2), ("한글", 4),
        ("👩‍💻", 2), ("", 0),
    ])
    func columns(text: String, expected: Int) {
        #expect(DisplayWidth.columns(of: text) == expected)
    }

    @Test func paddingCountsColumnsNotCharacters() {
        #expect("写作".padded(toColumns: 6) == "写作  ")
        #expect("🌲x".padded(toColumns: 4) == "🌲x ")
        #expect("toolong".padded(toColumns: 3) == "toolong")
    }

    @Test func controlCharactersTakeNoColumn() {
        #expect(DisplayWidth.columns(of: "a\u{1B}b") == 2)
    }
}

@Suite("cutting text to columns")
struct CutToColumnsTests {
    @Test func cutsAtWholeCharacters() {
        #expect("写作abc".cut(toColumns: 3) == "写")
        #expect("写作abc".cut(toColumns: 5) == "写作a")
        #expect("🌲deep".cut(toColumns: 1) == "")
        #expect("oak".cut(toColumns: 10) == "oak")
    }
}
