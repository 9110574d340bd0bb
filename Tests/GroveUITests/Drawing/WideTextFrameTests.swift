import GroveCore
import GroveTerminal
import GroveTestSupport
import GroveText
import GroveUI
import Testing

/// Tags and notes of any script on the game screen: whole, and centred by their width on the terminal.
struct WideTextFrameTests {
    @Test(arguments: ["écriture", "写作", "🌲deep"], [TerminalSize(width: 80, height: 24), TerminalSize(width: 40, height: 12)])
    func aGrowingTreesTagIsWholeAndCentred(tag: String, size: TerminalSize) throws {
        let frame = GameScreen.render(GameStates.growing(tag: tag), size: size)
        let row = try #require((0..<frame.height).map(frame.rowText).first { $0.contains(tag) })
        let left = DisplayWidth.columns(of: row.prefix { $0 == " " })
        let right = size.width - DisplayWidth.columns(of: row)
        #expect(abs(left - right) <= 1, "\(row)")
        #expect(!row.contains("?"))
    }

    /// The screen shows the tag and the note exactly as stored, each centred by the columns a terminal gives it.
    @Test(arguments: TextCorpus.samples)
    func aTagAndNoteOfAnyScriptShowAsStored(sample: TextCorpus.Sample) throws {
        let note = "note " + sample.text + " end"
        let frame = GameScreen.render(GameStates.growing(tag: sample.text, note: note), size: TerminalSize(width: 80, height: 24))
        let rows = (0..<frame.height).map(frame.rowText)
        for (text, columns) in [("focus  ·  " + sample.text, 10 + sample.columns), (note, 9 + sample.columns)] {
            let row = try #require(rows.first { $0.unicodeScalars.hasSuffix(text.unicodeScalars) }, "\(sample): \(rows)")
            let left = row.prefix { $0 == " " }.count
            #expect(abs(left - (80 - left - columns)) <= 1, "\(sample): \(row)")
        }
    }

    /// A day's forest names its tree by its tag, in the terminal's text and in the SVG, exactly as stored.
    @Test(arguments: TextCorpus.samples)
    func theForestShowsATagOfAnyScriptAsStored(sample: TextCorpus.Sample) {
        let report = ForestLandscapeTests.report(.day, oneTreeTagged: [sample.text])
        let frame = ForestScreen.render(report, width: 80, height: 24, calendar: ForestLandscapeTests.calendar)
        let printed = FramePrinter.text(frame, capability: .monochrome)
        #expect(printed.split(separator: "\n").contains { $0.unicodeScalars.contains(sample.text.unicodeScalars) }, "\(sample):\n\(printed)")
        let svg = ForestSVG.document(ForestScreen.picture(report, width: 80, height: 24, calendar: ForestLandscapeTests.calendar))
        #expect(svg.unicodeScalars.contains(sample.text.unicodeScalars), "\(sample)")
    }
}

extension String.UnicodeScalarView {
    /// Whether the scalars end with `suffix`'s, compared scalar by scalar, not as canonically equivalent text.
    func hasSuffix(_ suffix: String.UnicodeScalarView) -> Bool {
        count >= suffix.count && self.suffix(suffix.count).elementsEqual(suffix)
    }
}
