import GroveArt
import GroveCore
import GroveTerminal
@testable import GroveUI
import Testing

/// The week, the day and the month as landscapes at every size, on the busy
/// two-year history: trees on ground, in rows that recede, filling a tall screen.
@Suite("forest depth")
struct ForestDepthTests {
    static let calendar = ForestLandscapeTests.calendar

    static func picture(_ range: ForestPeriod.Range, width: Int, height: Int) -> ForestPicture {
        ForestScreen.picture(ForestLandscapeTests.report(range), width: width, height: height, calendar: calendar)
    }

    /// Whether another tree, drawn after `index`, covers the cell at (`x`, `y`).
    static func covered(_ x: Int, _ y: Int, after index: Int, in picture: ForestPicture) -> Bool {
        picture.trees[(index + 1)...].contains { other in
            x >= other.x && x < other.x + other.width && y >= other.y && y < other.y + other.height
                && other.sprite.glyph(at: x - other.x, y: y - other.y) != " "
        }
    }

    @Test(arguments: [ForestPeriod.Range.day, .week, .month])
    func everyTreeStandsOnGround(range: ForestPeriod.Range) {
        for (width, height) in ForestLandscapeTests.sizes {
            let picture = Self.picture(range, width: width, height: height)
            for (index, tree) in picture.trees.enumerated() {
                let feet = tree.y + tree.height
                // The row under the tree is ground (a day's number or "+N" may be written into it),
                // where no tree drawn later stands in front of it.
                let ground = (tree.x..<(tree.x + tree.width)).filter { !Self.covered($0, feet, after: index, in: picture) }
                #expect(
                    ground.allSatisfy {
                        picture.frame[$0, feet].character == "▀" || picture.frame[$0, feet].style == ForestScreen.labelStyle
                    },
                    "\(range) \(width)x\(height): the \(tree.tree.species) at \(tree.x),\(tree.y) does not stand on ground")
            }
        }
    }

    @Test(arguments: [ForestPeriod.Range.day, .week, .month])
    func rowsFurtherBackSitHigherAndAreNoBigger(range: ForestPeriod.Range) {
        for (width, height) in ForestLandscapeTests.sizes {
            let picture = Self.picture(range, width: width, height: height)
            // A tree behind another stands higher up, its feet among the other's rows, in the same columns.
            for front in picture.trees {
                for back in picture.trees where back.y + back.height < front.y + front.height && back.y + back.height > front.y
                    && back.x < front.x + front.width && front.x < back.x + back.width {
                    #expect(back.height <= front.height, "\(range) \(width)x\(height)")
                }
            }
        }
    }

    @Test func theWeeksTreesAndTheirGroundFillATallScreen() throws {
        for (width, height) in [(120, 40), (250, 70)] {
            let picture = Self.picture(.week, width: width, height: height)
            let top = try #require(picture.trees.map(\.y).min())
            // The field runs from under the day names (row 3) to above the focus times (the last row but one).
            let field = (3, height - 2)
            #expect(Double(field.1 - top) >= Double(field.1 - field.0) * 0.6, "\(width)x\(height): trees from row \(top)")
        }
        // A taller screen draws bigger trees, not the same ones under more sky.
        let area = { (picture: ForestPicture) in picture.trees.reduce(0) { $0 + $1.width * $1.height } }
        #expect(area(Self.picture(.week, width: 250, height: 70)) > area(Self.picture(.week, width: 250, height: 24)) * 3 / 2)
    }

    /// A busy day on a tall screen is a landscape too: its trees shared out over rows that
    /// recede, filling the plot, not one long row under an empty sky.
    @Test func aBusyDaysTreesStandInRowsThatFillATallScreen() throws {
        let history = ForestLandscapeTests.history
        let busiest = try #require(Dictionary(grouping: history) { Self.calendar.day(of: $0.startedAt) }
            .filter { $0.value.count >= 8 && $0.value.count <= 12 }.keys.sorted().last)
        let report = ForestReport(
            period: .containing(busiest, range: .day, earliest: nil), sessions: history, calendar: Self.calendar,
            today: ForestLandscapeTests.today, coins: 0)
        let trees = try #require(report.days.first?.trees.count)
        for (width, height) in [(120, 40), (250, 70)] {
            let picture = ForestScreen.picture(report, width: width, height: height, calendar: Self.calendar)
            #expect(picture.trees.count == trees, "\(width)x\(height)")
            let grounds = Set(picture.trees.map { $0.y + $0.height })
            #expect(grounds.count >= 3, "\(width)x\(height): \(grounds.count) rows of trees")
            // The plot runs from under the title to above the list of the day's sessions.
            let plot = (2, height - trees - 2)
            let top = try #require(picture.trees.map(\.y).min())
            #expect(Double(plot.1 - top) >= Double(plot.1 - plot.0) * 0.6, "\(width)x\(height): trees from row \(top)")
        }
    }

    @Test func theMonthDrawsTreesNotLettersFrom80x24() {
        for (width, height) in [(80, 24), (120, 40), (250, 70)] {
            let picture = Self.picture(.month, width: width, height: height)
            let report = ForestLandscapeTests.report(.month)
            #expect(picture.trees.contains { !$0.tree.grown }, "\(width)x\(height): a withered tree is drawn")
            #expect(picture.trees.count * 2 >= report.days.reduce(0) { $0 + $1.trees.count }, "\(width)x\(height)")
            let text = picture.frame.plainText()
            #expect(!text.contains { "♣▲✿ψ♠¥".contains($0) }, "\(width)x\(height)")
        }
    }

    @Test func aWitheredTinyTreeIsBareBesideItsGrownOne() throws {
        for species in ArtLibrary.species {
            let grown = try #require(ArtLibrary.sprite(species, grown: true, size: .tiny))
            let withered = try #require(ArtLibrary.sprite(species, grown: false, size: .tiny))
            #expect(grown.width == 3 && grown.height == 2 && withered.width == 3 && withered.height == 2)
            // Told apart by shape alone, as monochrome shows them: the withered one fills less.
            #expect(grown.glyphs != withered.glyphs, "\(species)")
            #expect(Self.pixels(withered) < Self.pixels(grown), "\(species)")
        }
    }

    /// The quarter-cell pixels a piece's block glyphs fill.
    static func pixels(_ piece: ArtPiece) -> Int {
        piece.glyphs.joined().reduce(0) { sum, glyph in
            guard let pixels = BlockPixels.of(glyph) else { return sum }
            return sum + [(0, 0), (1, 0), (0, 1), (1, 1)].count { pixels.pixel(column: $0.0, row: $0.1) }
        }
    }

    /// A month's day is numbered in its ground and counts the trees without room after a space,
    /// or not at all: never running into the next day's number.
    @Test(arguments: [40, 60])
    func theTreesWithoutRoomKeepApartFromTheDaysNumber(width: Int) {
        let report = ForestLandscapeTests.report(.month)
        let height = ForestScreen.preferredHeight(report, width: width)
        let text = ForestScreen.render(report, width: width, height: height, calendar: Self.calendar).plainText()
        #expect(text.contains("+"), "\(width): some day has trees without room")
        // The column between two days' plots stays blank on every row of ground.
        let columnWidth = (width - 2) / 7
        for row in text.split(separator: "\n") where row.contains("▀") {
            let cells = Array(row)
            for day in 0..<6 where columnWidth * (day + 1) < cells.count {
                #expect(cells[columnWidth * (day + 1)] == " ", "\(width): \(row)")
            }
        }
    }

    /// A day of no trees says so on a row of its own, under its ground and never over it.
    @Test func anEmptyDaySaysSoUnderItsGround() throws {
        let day = LocalDay(year: 2026, month: 11, day: 25)
        let report = ForestReport(
            period: .containing(day, range: .day), sessions: [], calendar: Self.calendar, today: day, coins: 0)
        for (width, height) in ForestLandscapeTests.sizes {
            let rows = ForestScreen.render(report, width: width, height: height, calendar: Self.calendar).plainText()
                .split(separator: "\n", omittingEmptySubsequences: false)
            let said = try #require(rows.firstIndex { $0.contains("no trees this day") }, "\(width)x\(height)")
            #expect(!rows[said].contains("▀"), "\(width)x\(height)")
            #expect(rows[..<said].contains { $0.contains("▀▀▀") }, "\(width)x\(height): the ground is drawn above")
        }
    }

    @Test func aFastTreesMarkKeepsTheSpaceBeforeItsOutcome() throws {
        let report = ForestLandscapeTests.report(.day, oneTreeTagged: ["code"])
        let fast = ForestReport(
            period: report.period, sessions: [ForestHistory.tree(ForestLandscapeTests.today, 9, speed: 60)],
            calendar: Self.calendar, today: ForestLandscapeTests.today, coins: 0)
        let text = ForestScreen.render(fast, width: 80, height: 24, calendar: Self.calendar).plainText()
        #expect(text.contains("09:00» grown"))
        let plain = ForestScreen.render(report, width: 80, height: 24, calendar: Self.calendar).plainText()
        #expect(plain.contains("00:00  grown"))
    }
}
