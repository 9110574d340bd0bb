import GroveTestSupport
import GroveText
import Testing

struct WordWrapTests {
    @Test func breaksAtSpacesWithinTheWidth() {
        #expect("grove needs a bigger window".wrapped(toColumns: 12) == ["grove needs", "a bigger", "window"])
        #expect("short".wrapped(toColumns: 80) == ["short"])
        #expect("".wrapped(toColumns: 10) == [])
    }

    @Test func breaksAWordLongerThanALine() {
        #expect("see /a/very/long/path now".wrapped(toColumns: 8) == ["see", "/a/very/", "long/pat", "h now"])
    }

    @Test func measuresWideGlyphsByTheirColumns() {
        #expect("写作 写作写作".wrapped(toColumns: 5) == ["写作", "写作", "写作"])
    }

    @Test func noLineIsEverWiderThanAsked() {
        let words = ["a", "tree", "写作", "No space left on device", "…/live.json:", "🌳🌳", "focus"]
        for width in 2...30 {
            for start in words.indices {
                let text = (words[start...] + words[..<start]).joined(separator: " ")
                let lines = text.wrapped(toColumns: width)
                #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) <= width }, "\(text) at \(width)")
                #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
            }
        }
    }

    @Test(arguments: TextCorpus.samples)
    func aWordOfAnyScriptFillsTheColumnsATerminalGivesIt(sample: TextCorpus.Sample) {
        #expect((sample.text + " x").wrapped(toColumns: sample.columns + 2) == [sample.text + " x"])
        #expect((sample.text + " x").wrapped(toColumns: sample.columns + 1) == [sample.text, "x"])
    }

    /// Words of any script are wrapped by their columns and broken, when they must be, between whole clusters.
    @Test func wrapsTextOfAnyScriptByItsColumnsKeepingWholeClusters() {
        let text = TextCorpus.samples.map(\.text).joined(separator: " ")
        // From the widest cluster's width: a glyph wider than the line has a line of its own.
        let widest = text.map { DisplayWidth.columns(of: $0) }.max() ?? 1
        for width in widest...30 {
            let lines = text.wrapped(toColumns: width)
            #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) <= width }, "at \(width): \(lines)")
            let kept = lines.joined().filter { $0 != " " }.unicodeScalars
            #expect(kept.elementsEqual(text.filter { $0 != " " }.unicodeScalars), "at \(width)")
        }
    }
}
