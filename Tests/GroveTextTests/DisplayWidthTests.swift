import GroveTestSupport
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

    /// A grapheme cluster is as wide as terminals draw it, whatever scalars it is made of.
    @Test(arguments: TextCorpus.samples)
    func textInAnyScriptTakesTheColumnsATerminalGivesIt(sample: TextCorpus.Sample) {
        #expect(DisplayWidth.columns(of: sample.text) == sample.columns)
        #expect(sample.text.reduce(0) { $0 + DisplayWidth.columns(of: $1) } == sample.columns)
        #expect(sample.text.padded(toColumns: sample.columns + 2) == sample.text + "  ")
    }

    @Test func clustersOfSeveralScalarsAreMeasuredWhole() {
        #expect(DisplayWidth.columns(of: "e\u{301}" as Character) == 1)
        #expect(DisplayWidth.columns(of: "\u{1112}\u{1161}\u{11AB}" as Character) == 2)
        #expect(DisplayWidth.columns(of: "मा" as Character) == 2)
        #expect(DisplayWidth.columns(of: "🇯🇵" as Character) == 2)
        #expect(DisplayWidth.columns(of: "👍🏽" as Character) == 2)
        #expect(DisplayWidth.columns(of: "#️⃣" as Character) == 2)
        #expect(DisplayWidth.columns(of: "❤\u{FE0E}" as Character) == 1)
        #expect(DisplayWidth.columns(of: "\u{301}" as Character) == 0)
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

    /// The scalars measured without a look at their general category, as they stand alone, are never marks or
    /// invisible: what the category would say of them.
    @Test func scalarsStandingAloneAreNeverMarks() {
        let invisible: Set<Unicode.GeneralCategory> = [.nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator]
        for value in UInt32(0x300)...0x2FFF {
            guard let scalar = Unicode.Scalar(value), DisplayWidth.isOneScalarPerCharacter(String(scalar)) else { continue }
            #expect(!invisible.contains(scalar.properties.generalCategory), "U+\(String(value, radix: 16))")
            #expect(DisplayWidth.columns(of: scalar) > 0)
        }
        #expect(DisplayWidth.columns(of: "\u{94D}" as Unicode.Scalar) == 0)
        #expect(DisplayWidth.columns(of: "\u{93E}" as Unicode.Scalar) == 1)
        #expect(DisplayWidth.columns(of: "\u{1161}" as Unicode.Scalar) == 0)
        #expect(DisplayWidth.columns(of: "\u{200D}" as Unicode.Scalar) == 0)
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

    /// Cut at any width, a text keeps whole clusters and as many as fit.
    @Test(arguments: TextCorpus.samples)
    func cutsKeepWholeClusters(sample: TextCorpus.Sample) {
        for width in 0...sample.columns {
            let cut = sample.text.cut(toColumns: width)
            #expect(sample.text.hasPrefix(cut) && cut.count <= sample.text.count)
            #expect(DisplayWidth.columns(of: cut) <= width)
            let next = sample.text.dropFirst(cut.count).first
            #expect(next.map { DisplayWidth.columns(of: cut) + DisplayWidth.columns(of: $0) > width } ?? true, "\(sample) at \(width)")
        }
        #expect(sample.text.cut(toColumns: sample.columns) == sample.text)
    }
}
