import GroveTerminal
import GroveTestSupport
import GroveText
import Testing

@Suite struct FrameTests {
    @Test func aNewFrameIsBlank() {
        let frame = Frame(width: 4, height: 3)
        #expect(frame.width == 4 && frame.height == 3)
        #expect((0..<3).allSatisfy { y in (0..<4).allSatisfy { x in frame[x, y] == .blank } })
        #expect(frame.plainText() == "\n\n")
    }

    @Test func framesWithTheSameCellsAreEqualHoweverTheyWereDrawn() {
        var drawnOver = Frame(width: 6, height: 2)
        drawnOver.put("branch", x: 0, y: 0)
        drawnOver.fill(x: 0, y: 0, width: 6, height: 1)
        drawnOver.put("oak", x: 1, y: 1)
        var drawnOnce = Frame(width: 6, height: 2)
        drawnOnce.put("oak", x: 1, y: 1)
        #expect(drawnOver == drawnOnce)
    }

    @Test func negativeSizesGiveAnEmptyFrame() {
        let frame = Frame(width: -3, height: 5)
        #expect(frame.width == 0 && frame.height == 5)
        #expect(frame.plainText() == "\n\n\n\n")
    }

    @Test func putWritesStyledTextAndReturnsTheNextColumn() {
        var frame = Frame(width: 8, height: 2)
        let bold = CellStyle(bold: true)
        let next = frame.put("tree", x: 1, y: 1, style: bold)
        #expect(next == 5)
        #expect(frame.plainText() == "\n tree")
        #expect(frame[1, 1] == Cell("t", style: bold))
        #expect(frame[0, 1] == .blank)
        #expect(frame[5, 1] == .blank)
    }

    @Test func putClipsAtEveryEdge() {
        var frame = Frame(width: 5, height: 2)
        frame.put("abcdefg", x: -2, y: 0)
        frame.put("wxyz", x: 3, y: 1)
        frame.put("never", x: 0, y: 2)
        frame.put("never", x: 0, y: -1)
        #expect(frame.plainText() == "cdefg\n   wx")
    }

    @Test func textWhollyOutsideARowChangesNothing() {
        var frame = Frame(width: 5, height: 1)
        #expect(frame.put("right", x: 7, y: 0) == 12)
        #expect(frame.put("left", x: -9, y: 0) == -5)
        frame.put(cells: [Cell("z")], x: 5, y: 0)
        #expect(frame == Frame(width: 5, height: 1))
    }

    @Test func wideGlyphsTakeTwoColumnsAndControlsAreReplaced() {
        var frame = Frame(width: 9, height: 1)
        frame.put("a🌳b\u{1B}c漢", x: 0, y: 0)
        #expect(frame.plainText() == "a🌳b?c漢")
        #expect(frame[2, 0].isContinuation)
        #expect(frame[7, 0].isContinuation)
    }

    @Test func aCellKeepsItsGlyphAndKnowsItsWidth() {
        for (scalar, columns) in [("a", 1), ("█", 1), ("🌳", 2), ("漢", 2), ("\u{10FFFD}", 1)] as [(Unicode.Scalar, Int)] {
            let cell = Cell(scalar: scalar, style: CellStyle(bold: true))
            #expect(cell.character == Character(scalar))
            #expect(cell.columns == columns)
            #expect(!cell.isContinuation)
        }
        #expect(Cell(scalar: "🌳") != Cell(scalar: "🌲"))
        #expect(Cell.continuation(.plain).isContinuation)
        #expect(Cell.continuation(.plain).columns == 0)
    }

    /// A cell holds a whole grapheme cluster, however many scalars make it, as wide as a terminal draws it.
    @Test(arguments: TextCorpus.samples)
    func aCellHoldsAWholeCluster(sample: TextCorpus.Sample) {
        for character in sample.text {
            let cell = Cell(character, style: CellStyle(underline: true))
            #expect(cell.character.unicodeScalars.elementsEqual(character.unicodeScalars), "\(sample)")
            #expect(cell.columns == DisplayWidth.columns(of: character))
            #expect(cell.style.underline)
        }
        #expect(Cell("e\u{301}") != Cell("e"))
        #expect(Cell("👨‍👩‍👧") != Cell("👨‍👩‍👦"))
        #expect(Cell("👨‍👩‍👧") == Cell("👨‍👩‍👧"))
    }

    @Test func aWideGlyphCutByTheEdgeIsABlank() {
        var frame = Frame(width: 4, height: 1)
        frame.put("ab写作", x: 0, y: 0)
        #expect(frame.plainText() == "ab写")
        frame.put("写", x: -1, y: 0)
        #expect(frame.plainText() == " b写")
        frame.put("x", x: 3, y: 0)
        #expect(frame.plainText() == " b x")
    }

    @Test func cellsArePutAsTextIsClipped() {
        var frame = Frame(width: 5, height: 2)
        let dim = CellStyle(dim: true)
        let cells = "a写bcd".unicodeScalars.map { Cell(scalar: $0, style: dim) }
        #expect(frame.put(cells: cells, x: -1, y: 0) == 5)
        #expect(frame.put(cells: cells, x: 0, y: 2) == 6)
        #expect(frame.plainText() == "写bcd\n")
        #expect(frame[0, 0] == Cell("写", style: dim))
        #expect(frame.put(cells: cells, x: 3, y: 1) == 9)
        #expect(frame.plainText() == "写bcd\n   a")
        #expect(frame[4, 1] == Cell(" ", style: dim))
    }

    @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
        var frame = Frame(width: 4, height: 1)
        frame.put("写作", x: 0, y: 0)
        frame.put("x", x: 1, y: 0)
        #expect(frame.plainText() == " x作")
        frame.put("y", x: 2, y: 0)
        #expect(frame.plainText() == " xy")
        #expect(!frame[3, 0].isContinuation)
    }

    @Test func combiningMarksAreKeptAsTheyWereGiven() {
        var frame = Frame(width: 4, height: 1)
        frame.put("e\u{301}\u{E9}♣", x: 0, y: 0)
        #expect(frame.plainText().unicodeScalars.elementsEqual("e\u{301}\u{E9}♣".unicodeScalars))
    }

    /// Text of any script comes out of a frame exactly as it went in, and what follows it starts where a terminal
    /// would draw it.
    @Test(arguments: TextCorpus.samples)
    func textOfAnyScriptIsKeptWholeAndWhatFollowsLinesUp(sample: TextCorpus.Sample) {
        var frame = Frame(width: 20, height: 2)
        #expect(frame.put("<" + sample.text + ">", x: 1, y: 0) == 3 + sample.columns)
        frame.put("|", x: 2 + sample.columns, y: 1)
        #expect(frame.rowText(0).unicodeScalars.elementsEqual((" <" + sample.text + ">").unicodeScalars), "\(sample)")
        #expect(frame[2 + sample.columns, 0].character == ">")
        #expect(frame.rowText(1) == String(repeating: " ", count: 2 + sample.columns) + "|")
        let printed = FramePrinter.text(frame, capability: .truecolor)
        #expect(printed.unicodeScalars.elementsEqual((" <" + sample.text + ">\n" + frame.rowText(1) + "\n").unicodeScalars))
    }

    @Test func aClusterWiderThanTwoColumnsIsOneCellAndItsContinuations() {
        var frame = Frame(width: 6, height: 1)
        frame.put("क्षि", x: 1, y: 0)
        #expect(frame[1, 0].columns == 3)
        #expect(frame[2, 0].isContinuation && frame[3, 0].isContinuation)
        frame.put("x", x: 2, y: 0)
        #expect(frame.plainText() == "  x")
        #expect(!frame[3, 0].isContinuation)
        frame.put("क्षि", x: 4, y: 0)
        #expect(frame.plainText() == "  x", "cut by the edge, it shows blank")
    }

    @Test func aLoneCombiningMarkIsReplacedSoItCannotJoinItsNeighbour() {
        var frame = Frame(width: 4, height: 1)
        frame.put("\u{301}a", x: 0, y: 0)
        #expect(frame.plainText() == "?a")
    }

    /// A control character breaks the text into clusters around it: it cannot hide inside one.
    @Test func aControlCharacterInsideAClusterIsReplacedWithWhatFollowsIt() {
        var frame = Frame(width: 10, height: 1)
        frame.put("e\u{1B}\u{301}x👍\u{9B}🏽", x: 0, y: 0)
        #expect(frame.plainText() == "e??x👍?🏽")
    }

    @Test func cellsNeverHoldControlCharacters() {
        #expect(Cell(scalar: "\u{07}").character == Character(Cell.replacement))
        #expect(Cell(scalar: "\u{9B}").character == Character(Cell.replacement))
        #expect(Cell(scalar: "\u{7F}").character == Character(Cell.replacement))
        #expect(Cell("\r\n").character == Character(Cell.replacement))
        #expect(Cell("x").character == "x")
    }

    @Test func fillIsClipped() {
        var frame = Frame(width: 4, height: 3)
        frame.fill(x: 2, y: -1, width: 5, height: 3, with: "#")
        frame.fill(x: 0, y: 2, width: -1, height: 1, with: "!")
        #expect(frame.plainText() == "  ##\n  ##\n")
        frame.fill(with: ".", style: CellStyle(dim: true))
        #expect(frame.plainText() == "....\n....\n....")
        #expect(frame[3, 2].style.dim)
    }

    @Test func fillingTheWholeFrameSetsEveryCellWhateverItHeld() {
        let dim = Cell(".", style: CellStyle(dim: true))
        for (width, height) in [(1, 1), (5, 3), (80, 24), (7, 0)] {
            var frame = Frame(width: width, height: height)
            frame.put("漢字 wide", x: 0, y: height - 1, style: CellStyle(bold: true))
            frame.fill(with: ".", style: CellStyle(dim: true))
            #expect(frame == Frame(width: width, height: height, filledWith: dim))
        }
    }

    @Test func subscriptReadsAndWritesOneCell() {
        var frame = Frame(width: 3, height: 2)
        frame[2, 1] = Cell("z", style: CellStyle(underline: true))
        #expect(frame[2, 1].character == "z")
        #expect(frame.rowText(1) == "  z")
        #expect(frame.rowText(5) == "")
        #expect(frame.contains(x: 2, y: 1))
        #expect(!frame.contains(x: 3, y: 1))
    }

    @Test func trailingSpacesAreTrimmedButStyledSpacesKeepTheirStyle() {
        var frame = Frame(width: 6, height: 1)
        frame.put("hi  ", x: 0, y: 0, style: CellStyle(reverse: true))
        #expect(frame.plainText() == "hi")
        #expect(frame[3, 0].style.reverse)
    }
}
