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

    /// The scalar walk the width and frames take for such text must match the stdlib's characters.
    @Test func textOfScalarsStandingAloneHasOneCharacterPerScalar() {
        let scalars = (UInt32(0)...0x2FFF).compactMap(Unicode.Scalar.init)
        var standing = 0
        for (index, scalar) in scalars.enumerated() {
            // Each scalar between its neighbours, and doubled, as it could be written.
            let text = String(String.UnicodeScalarView(
                [scalars[max(0, index - 1)], scalar, scalar, scalars[min(scalars.count - 1, index + 1)]]))
            guard DisplayWidth.isOneScalarPerCharacter(text) else { continue }
            standing += 1
            #expect(text.count == text.unicodeScalars.count, "U+\(String(scalar.value, radix: 16))")
            #expect(DisplayWidth.columns(of: text) == text.reduce(0) { $0 + DisplayWidth.columns(of: $1) })
        }
        #expect(standing > 3000)
        #expect(!DisplayWidth.isOneScalarPerCharacter("e\u{301}"))
        #expect(!DisplayWidth.isOneScalarPerCharacter("🌲"))
        #expect(!DisplayWidth.isOneScalarPerCharacter("\r\n"))
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
