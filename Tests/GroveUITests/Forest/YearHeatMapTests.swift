import GroveCore
import GroveTerminal
@testable import GroveUI
import Testing

/// The year as a regular heat map, on the busy two-year history of the landscape tests.
@Suite("the year's heat map")
struct YearHeatMapTests {
    static let report = ForestLandscapeTests.report(.year)
    static let year = report.period.first.year

    /// The map alone in a frame of `width` × `height`.
    static func map(width: Int, height: Int) -> (frame: Frame, layout: YearHeatMap.Layout) {
        var frame = Frame(width: width, height: height)
        YearHeatMap.draw(report, into: &frame, x: 0, y: 0, width: width, height: height)
        return (frame, YearHeatMap.layout(report, width: width, height: height))
    }

    /// The column and row of `day`'s cell in `layout`, from the top left of the map.
    static func place(of day: LocalDay, in layout: YearHeatMap.Layout) -> (x: Int, y: Int)? {
        guard let band = layout.bands.firstIndex(where: { $0.contains(day.month) }) else { return nil }
        let first = LocalDay(year: year, month: layout.bands[band].lowerBound, day: 1)
        let monday = first.ordinal - first.weekdayFromMonday
        return (
            layout.labelWidth + (day.ordinal - monday) / 7 * layout.columnStep,
            band * (layout.bandHeight + 1) + 1 + day.weekdayFromMonday * layout.rowStep)
    }

    @Test(arguments: [(212, 67), (118, 37), (82, 37), (78, 18), (38, 8)])
    func everyDayIsACellInItsWeeksColumnAndOnItsWeekdaysRow(width: Int, height: Int) throws {
        let (frame, layout) = Self.map(width: width, height: height)
        let heat = FocusHeat(Self.report.days)
        var checked = 0
        for summary in Self.report.days {
            guard let (x, y) = Self.place(of: summary.day, in: layout) else { continue }
            let step = heat.step(summary.focusSeconds)
            if layout.cellWidth == 1 {
                #expect(frame[x, y].character == FocusHeat.glyphs[step], "\(summary.day) at \(width)x\(height)")
            } else {
                // A square grows from the middle of its cell: the middle is filled from the first step on, the corner at the last.
                let middle = frame[x + layout.cellWidth / 2, y + layout.cellHeight / 2].character
                #expect(middle == (step == 0 ? " " : "█"), "\(summary.day) at \(width)x\(height)")
                #expect(frame[x, y].character == (step == 3 ? "█" : " "), "\(summary.day) at \(width)x\(height)")
            }
            checked += 1
        }
        #expect(checked >= 28 * 3, "at least three whole months at \(width)x\(height)")
    }

    @Test func theMonthsAreNamedOverTheirFirstWeek() {
        let (frame, layout) = Self.map(width: 118, height: 37)
        for month in 1...12 {
            let first = LocalDay(year: Self.year, month: month, day: 1)
            guard let (x, y) = Self.place(of: first, in: layout) else { continue }
            let nameRow = y - 1 - first.weekdayFromMonday * layout.rowStep
            let name = String((x..<(x + 3)).map { frame[$0, nameRow].character })
            #expect(name == DateText.monthShort(month), "\(month)")
        }
    }

    @Test func aNarrowScreenShowsTheLatestWholeMonthsOnly() throws {
        let (frame, layout) = Self.map(width: 38, height: 8)
        let band = try #require(layout.bands.first)
        #expect(layout.bands.count == 1 && band.count >= 3 && band.count < 12)
        // The last month with focus ends the band (the history runs to 20 November).
        #expect(band.upperBound == 11)
        let names = frame.rowText(0).split(separator: " ").map(String.init)
        #expect(names == band.map(DateText.monthShort))
        // The month before the band is never drawn in part: the first week's days before the 1st are blank.
        let first = LocalDay(year: Self.year, month: band.lowerBound, day: 1)
        for weekday in 0..<first.weekdayFromMonday {
            #expect(frame[layout.labelWidth, 1 + weekday].character == " ")
        }
    }

    @Test(arguments: ForestLandscapeTests.sizes)
    func nothingDithers(width: Int, height: Int) {
        let text = ForestScreen.render(Self.report, width: width, height: height, calendar: ForestLandscapeTests.calendar).plainText()
        #expect(!text.contains { "░▒▓".contains($0) }, "\(width)x\(height)")
    }

    @Test func theStepsAreTheThirdsOfTheDaysWithFocus() {
        let days = (0..<10).map { index in
            var day = DaySummary(day: LocalDay(year: 2026, month: 3, day: index + 1))
            day.focusSeconds = Double(index) * 3600
            return day
        }
        let heat = FocusHeat(days)
        // Nine days with focus, one to nine hours: three of them in each third.
        #expect(days.map { heat.step($0.focusSeconds) } == [0, 1, 1, 1, 2, 2, 2, 3, 3, 3])
        #expect(heat.legend(width: 80).map(\.text).joined() == "· to 3h00  ▪ to 6h00  ■ more  ")
    }

    @Test func monochromeTellsTheStepsApartByTheirGlyphs() {
        let frame = ForestScreen.render(Self.report, width: 80, height: 24, calendar: ForestLandscapeTests.calendar)
        let printed = FramePrinter.text(frame, capability: .monochrome)
        #expect(!printed.contains("38;"))
        for glyph in FocusHeat.glyphs.dropFirst() {
            #expect(printed.contains(glyph), "\(glyph)")
        }
    }

    /// The forest in the game keeps its last row for its keys: at 80×24 the legend still shows,
    /// the blank row over the figures giving way to it.
    @Test(arguments: [(80, 23), (80, 24), (120, 39)])
    func theLegendShowsWhereTheWholeYearFits(width: Int, height: Int) {
        var frame = Frame(width: width, height: height + 1)
        ForestScreen.draw(Self.report, into: &frame, height: height, calendar: ForestLandscapeTests.calendar)
        let legend = (0..<height).map { frame.rowText($0) }.filter { $0.contains("more") && $0.contains("to ") }
        #expect(legend.count == 1, "\(width)x\(height)")
        #expect(frame.plainText().contains(" % "), "the figures still show at \(width)x\(height)")
    }

    @Test func aRoomyScreenDrawsTheDaysAsSquaresAndPrintingKeepsADayToARow() {
        #expect(YearHeatMap.layout(Self.report, width: 212, height: 67).cellWidth > 1)
        #expect(YearHeatMap.layout(Self.report, width: 82, height: 37).cellWidth == 1)
        #expect(ForestScreen.preferredHeight(Self.report, width: 250) < 30, "printing keeps a day to one row")
    }
}
