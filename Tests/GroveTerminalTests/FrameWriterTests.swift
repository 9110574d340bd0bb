import GroveTerminal
import GroveTestSupport
import Testing

private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
}

private let esc = "\u{1B}"

/// The text the bytes draw, without the sequences that move the cursor and set the pen.
private func drawnText(_ bytes: [UInt8]) -> String {
    var scalars = String.UnicodeScalarView()
    var inSequence = false
    for scalar in text(bytes).unicodeScalars {
        if scalar == "\u{1B}" {
            inSequence = true
        } else if !inSequence {
            scalars.append(scalar)
        } else if (0x40...0x7E).contains(scalar.value) && scalar != "[" {
            inSequence = false
        }
    }
    return String(scalars)
}

@Suite struct FrameWriterTests {
    private func countdownFrame(_ text: String, style: CellStyle = .plain) -> Frame {
        var frame = Frame(width: 10, height: 3)
        frame.put(text, x: 2, y: 1, style: style)
        return frame
    }

    @Test func firstFrameClearsAndDrawsOnlyWhatIsNotBlank() {
        var writer = FrameWriter()
        let bytes = writer.update(to: countdownFrame("12:34"), capability: .truecolor)
        #expect(text(bytes) == "\(esc)[0m\(esc)[H\(esc)[2J\(esc)[2;3H12:34")
    }

    @Test func identicalFramesWriteNothing() {
        var writer = FrameWriter()
        _ = writer.update(to: countdownFrame("12:34"), capability: .ansi256)
        #expect(writer.update(to: countdownFrame("12:34"), capability: .ansi256).isEmpty)
    }

    @Test func oneChangedCellIsOneMoveAndOneGlyph() {
        var writer = FrameWriter()
        _ = writer.update(to: countdownFrame("12:34"), capability: .truecolor)
        let bytes = writer.update(to: countdownFrame("12:35"), capability: .truecolor)
        #expect(text(bytes) == "\(esc)[2;7H5")
    }

    @Test func styledChangeSetsThePenOnceAndResetsItAtTheEnd() {
        let green = CellStyle(foreground: .ansi16(2), bold: true)
        var writer = FrameWriter()
        _ = writer.update(to: countdownFrame("12:34", style: green), capability: .ansi16)
        let bytes = writer.update(to: countdownFrame("12:29", style: green), capability: .ansi16)
        #expect(text(bytes) == "\(esc)[2;6H\(esc)[1;32m29\(esc)[0m")
    }

    @Test func aFrameChangedAfterItWasWrittenWritesWhatChanged() {
        var writer = FrameWriter()
        var frame = countdownFrame("12:34")
        _ = writer.update(to: frame, capability: .truecolor)
        frame.put("5", x: 6, y: 1)
        #expect(text(writer.update(to: frame, capability: .truecolor)) == "\(esc)[2;7H5")
        #expect(writer.update(to: frame, capability: .truecolor).isEmpty)
    }

    @Test func aRowChangedAndChangedBackWritesNothing() {
        var writer = FrameWriter()
        var frame = countdownFrame("12:34")
        _ = writer.update(to: frame, capability: .truecolor)
        frame.put("99", x: 2, y: 1)
        frame.put("12", x: 2, y: 1)
        #expect(writer.update(to: frame, capability: .truecolor).isEmpty)
    }

    @Test func aStyleChangeAloneRewritesTheCell() {
        var writer = FrameWriter()
        _ = writer.update(to: countdownFrame("ab"), capability: .truecolor)
        var next = countdownFrame("ab")
        next[3, 1].style = CellStyle(reverse: true)
        #expect(text(writer.update(to: next, capability: .truecolor)) == "\(esc)[2;4H\(esc)[7mb\(esc)[0m")
    }

    @Test func aBackgroundChangeInARowsLastCellAloneIsWritten() {
        var writer = FrameWriter()
        _ = writer.update(to: countdownFrame("ab"), capability: .ansi16)
        var next = countdownFrame("ab")
        next[9, 2].style = CellStyle(background: .ansi16(1))
        #expect(text(writer.update(to: next, capability: .ansi16)) == "\(esc)[3;10H\(esc)[41m \(esc)[0m")
        var again = next
        again[9, 2].style = CellStyle(background: .ansi16(4))
        #expect(text(writer.update(to: again, capability: .ansi16)) == "\(esc)[3;10H\(esc)[44m \(esc)[0m")
    }

    @Test func penChangeUsesTheShorterOfDifferenceAndReset() {
        var frame = Frame(width: 3, height: 1)
        frame[0, 0] = Cell("a", style: CellStyle(foreground: .rgb(1, 2, 3), bold: true, underline: true))
        frame[1, 0] = Cell("b", style: CellStyle(foreground: .rgb(1, 2, 3), underline: true))
        frame[2, 0] = Cell("c", style: CellStyle(underline: true))
        var writer = FrameWriter()
        let bytes = writer.update(to: frame, capability: .truecolor)
        let expected = "\(esc)[0m\(esc)[H\(esc)[2J"
            + "\(esc)[1;4;38;2;1;2;3ma" + "\(esc)[22mb" + "\(esc)[39mc" + "\(esc)[0m"
        #expect(text(bytes) == expected)
    }

    @Test func aShortGapOfUnchangedCellsIsRedrawnAndALongOneSkipped() {
        var old = Frame(width: 10, height: 2)
        old.put("abcdefghij", x: 0, y: 1)
        var new = Frame(width: 10, height: 2)
        new.put("AbCdefghiJ", x: 0, y: 1)
        var writer = FrameWriter()
        _ = writer.update(to: old, capability: .truecolor)
        // "b" is cheaper to resend than to skip; "defghi" is skipped with a cursor-forward.
        #expect(text(writer.update(to: new, capability: .truecolor)) == "\(esc)[2HAbC\(esc)[6CJ")
    }

    @Test func changesOnSeveralRowsEachGetOneMove() {
        var old = Frame(width: 4, height: 3)
        old.put("xx", x: 0, y: 0)
        var new = Frame(width: 4, height: 3)
        new.put("yy", x: 0, y: 0)
        new.put("zz", x: 2, y: 2)
        var writer = FrameWriter()
        _ = writer.update(to: old, capability: .truecolor)
        #expect(text(writer.update(to: new, capability: .truecolor)) == "\(esc)[Hyy\(esc)[3;3Hzz")
    }

    @Test func framesTakeTurns() {
        var writer = FrameWriter()
        #expect(writer.frameToDrawOn(width: 10, height: 3) == Frame(width: 10, height: 3))
        _ = writer.update(to: countdownFrame("12:34"), capability: .truecolor)
        _ = writer.update(to: countdownFrame("12:33"), capability: .truecolor)
        // The frame written before the last comes back to be drawn over, if it has the size asked for.
        #expect(writer.frameToDrawOn(width: 10, height: 3) == countdownFrame("12:34"))
        #expect(writer.frameToDrawOn(width: 10, height: 3) == Frame(width: 10, height: 3))
        _ = writer.update(to: countdownFrame("12:32"), capability: .truecolor)
        #expect(writer.frameToDrawOn(width: 12, height: 3) == Frame(width: 12, height: 3))
    }

    @Test func resizeRedrawsInFull() {
        var writer = FrameWriter()
        _ = writer.update(to: countdownFrame("12:34"), capability: .truecolor)
        var bigger = Frame(width: 12, height: 4)
        bigger.put("12:34", x: 2, y: 1)
        let bytes = writer.update(to: bigger, capability: .truecolor)
        #expect(text(bytes) == "\(esc)[0m\(esc)[H\(esc)[2J\(esc)[2;3H12:34")
        var screen = VirtualScreen(width: 12, height: 4)
        screen.apply(bytes)
        #expect(screen.frame == bigger)
    }

    @Test func invalidateRedrawsInFull() {
        var writer = FrameWriter()
        _ = writer.update(to: countdownFrame("12:34"), capability: .truecolor)
        writer.invalidate()
        let bytes = writer.update(to: countdownFrame("12:34"), capability: .truecolor)
        #expect(text(bytes).hasPrefix("\(esc)[0m\(esc)[H\(esc)[2J"))
    }

    @Test func aCapabilityChangeRedrawsInFull() {
        var writer = FrameWriter()
        _ = writer.update(to: countdownFrame("12:34"), capability: .truecolor)
        let bytes = writer.update(to: countdownFrame("12:34"), capability: .monochrome)
        #expect(text(bytes).hasPrefix("\(esc)[0m\(esc)[H\(esc)[2J"))
    }

    @Test func monochromeDropsColoursButKeepsAttributes() {
        let style = CellStyle(foreground: .rgb(0, 200, 0), background: .ansi16(4), bold: true, reverse: true)
        var writer = FrameWriter()
        let bytes = writer.update(to: countdownFrame("go", style: style), capability: .monochrome)
        #expect(text(bytes) == "\(esc)[0m\(esc)[H\(esc)[2J\(esc)[2;3H\(esc)[1;7mgo\(esc)[0m")
    }

    @Test func colourIsDowngradedToTheCapability() {
        let style = CellStyle(foreground: .rgb(255, 0, 0))
        var writer = FrameWriter()
        #expect(text(writer.update(to: countdownFrame("r", style: style), capability: .ansi256))
            .contains("\(esc)[38;5;196mr"))
        writer.invalidate()
        #expect(text(writer.update(to: countdownFrame("r", style: style), capability: .ansi16))
            .contains("\(esc)[91mr"))
    }

    @Test func theLastColumnLeavesTheCursorUnknown() {
        var old = Frame(width: 3, height: 2)
        old.put("abc", x: 0, y: 0)
        var new = old
        new.put("C", x: 2, y: 0)
        new.put("d", x: 0, y: 1)
        var writer = FrameWriter()
        _ = writer.update(to: old, capability: .truecolor)
        #expect(text(writer.update(to: new, capability: .truecolor)) == "\(esc)[1;3HC\(esc)[2Hd")
    }

    @Test func randomFramesAreReproducedByTheBytes() {
        var random = SeededGenerator(seed: 42)
        let glyphs: [Character] = [" ", " ", " ", "a", "Z", "#", "·", "█", "🌳", "é", "e\u{301}", "🇯🇵", "👨‍👩‍👧", "ठी", Character("क्षि")]
        let colors: [TerminalColor] = [.default, .ansi16(2), .ansi16(11), .ansi256(34), .rgb(10, 200, 30)]
        for capability in ColorCapability.allCases {
            var writer = FrameWriter()
            var screen = VirtualScreen(width: 9, height: 5)
            var frame = Frame(width: 9, height: 5)
            for _ in 0..<60 {
                for _ in 0..<Int.random(in: 0...12, using: &random) {
                    let style = CellStyle(
                        foreground: colors.randomElement(using: &random)!,
                        background: colors.randomElement(using: &random)!,
                        bold: Bool.random(using: &random), dim: Bool.random(using: &random),
                        italic: Bool.random(using: &random), underline: Bool.random(using: &random),
                        reverse: Bool.random(using: &random))
                    frame[Int.random(in: 0..<9, using: &random), Int.random(in: 0..<5, using: &random)] =
                        Cell(glyphs.randomElement(using: &random)!, style: style)
                }
                screen.apply(writer.update(to: frame, capability: capability))
                #expect(screen.frame == frame.adapted(to: capability))
                #expect(screen.pen == .plain)
                #expect(screen.unknownSequences.isEmpty)
            }
        }
    }

    @Test func framesChangedInPlaceAreReproducedByTheBytes() {
        // Wide glyphs written or overwritten in place blank their neighbours.
        var random = SeededGenerator(seed: 9)
        let texts = ["a", "🌳", "漢字", "ab🌳c", " ", "██", "मराठी", "👍🏽x", "cafe\u{301}", "क्षि"]
        let styles = [CellStyle.plain, CellStyle(foreground: .ansi16(2)), CellStyle(bold: true)]
        var writer = FrameWriter()
        var screen = VirtualScreen(width: 11, height: 4)
        var frame = Frame(width: 11, height: 4)
        for step in 0..<400 {
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let x = Int.random(in: -2...11, using: &random), y = Int.random(in: 0..<4, using: &random)
                let text = texts.randomElement(using: &random)!, style = styles.randomElement(using: &random)!
                switch Int.random(in: 0..<3, using: &random) {
                case 0: frame.put(text, x: x, y: y, style: style)
                case 1:
                    frame.fill(
                        x: x, y: y, width: Int.random(in: 0...4, using: &random), height: Int.random(in: 1...2, using: &random),
                        style: style)
                default: if frame.contains(x: x, y: y) { frame[x, y] = Cell(text.first!, style: style) }
                }
            }
            screen.apply(writer.update(to: frame, capability: .truecolor))
            #expect(screen.frame == frame, "step \(step)")
        }
    }

    /// The bytes carry each cluster whole, so a terminal draws exactly the stored text, and what follows lands in its column.
    @Test(arguments: TextCorpus.samples)
    func textOfAnyScriptReachesTheTerminalWhole(sample: TextCorpus.Sample) {
        var frame = Frame(width: 20, height: 2)
        frame.put(sample.text + "|", x: 1, y: 0, style: CellStyle(bold: true))
        frame.put("|", x: 1 + sample.columns, y: 1)
        var writer = FrameWriter()
        var screen = VirtualScreen(width: 20, height: 2)
        let bytes = writer.update(to: frame, capability: .truecolor)
        #expect(drawnText(bytes).unicodeScalars.elementsEqual((" " + sample.text + "||").unicodeScalars), "\(sample)")
        screen.apply(bytes)
        #expect(screen.rowText(0).unicodeScalars.elementsEqual((" " + sample.text + "|").unicodeScalars), "\(sample)")
        #expect(screen.frame == frame)

        // Changed behind the text, the row is drawn over at the right columns.
        frame.put("#", x: 2 + sample.columns, y: 0)
        screen.apply(writer.update(to: frame, capability: .truecolor))
        #expect(screen.rowText(0).unicodeScalars.elementsEqual((" " + sample.text + "|#").unicodeScalars), "\(sample)")
        #expect(screen.frame == frame)
    }

    /// Terminals disagree on some clusters' widths: the next glyph after one is placed by its column, not by where the
    /// cursor was left.
    @Test func theGlyphAfterAClusterOfSeveralScalarsIsPlacedByItsColumn() {
        var frame = Frame(width: 10, height: 1)
        frame.put("a👍🏽b", x: 0, y: 0)
        var writer = FrameWriter()
        #expect(text(writer.update(to: frame, capability: .truecolor)) == "\(esc)[0m\(esc)[H\(esc)[2Ja👍🏽\(esc)[1;4Hb")
    }

    @Test func aMinuteOfCountdownCostsFarLessThanFiveKilobytes() {
        func screen(second: Int) -> Frame {
            var frame = Frame(width: 80, height: 24)
            let treeStyle = CellStyle(foreground: .rgb(40, 160, 60))
            for row in 0..<10 {
                frame.put(String(repeating: "♣", count: 2 * row + 1), x: 40 - row, y: 4 + row, style: treeStyle)
            }
            let remaining = 25 * 60 - second
            let clock = "\(remaining / 60):" + (remaining % 60 < 10 ? "0" : "") + "\(remaining % 60)"
            frame.put(clock, x: 37, y: 18, style: CellStyle(foreground: .ansi16(15), bold: true))
            frame.put("[p] pause  [g] give up  [q] quit", x: 2, y: 23, style: CellStyle(dim: true))
            return frame
        }
        var writer = FrameWriter()
        var terminal = VirtualScreen(width: 80, height: 24)
        terminal.apply(writer.update(to: screen(second: 0), capability: .truecolor))
        var total = 0
        for second in 1...60 {
            let bytes = writer.update(to: screen(second: second), capability: .truecolor)
            terminal.apply(bytes)
            total += bytes.count
        }
        #expect(terminal.frame == screen(second: 60))
        #expect(total < 1500, "a minute of countdown took \(total) bytes")
    }
}
