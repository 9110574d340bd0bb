import Foundation
import FoundationXML
import GroveArt
import GroveCore
import GroveTerminal
import GroveTestSupport
import GroveText
@testable import GroveUI
import GroveWords
import Testing

/// The forest at every size from the smallest terminal to a very large one,
/// against a long, busy history: four-digit tree counts and three-digit hours.
@Suite("forest landscape")
struct ForestLandscapeTests {
    static let calendar = FixedOffsetCalendar.utc
    static let today = LocalDay(year: 2026, month: 11, day: 20)
    static let sizes = [(40, 12), (80, 24), (120, 40), (250, 70)]

    /// Two years of sessions, a few to a dozen a day, seeded so every run draws the same.
    static let history = BusyHistory.sessions(days: 700, upTo: today, calendar: calendar, species: ArtLibrary.species)

    static func report(_ range: ForestPeriod.Range) -> ForestReport {
        let earliest = history.first.map { calendar.day(of: $0.startedAt) }
        return ForestReport(
            period: .containing(today, range: range, earliest: earliest), sessions: history, calendar: calendar,
            today: today, coins: 12345)
    }

    @Test func theHistoryHasFourDigitCountsAndThreeDigitHours() {
        let all = Self.report(.all)
        #expect(all.treesGrown >= 1000)
        #expect(all.focusSeconds >= 100 * 3600)
        #expect(all.byTag.contains { $0.seconds >= 100 * 3600 })
    }

    @Test(arguments: ForestPeriod.Range.allCases)
    func everySizeShowsEveryFigureWhole(range: ForestPeriod.Range) {
        let report = Self.report(range)
        for (width, height) in Self.sizes {
            let frame = ForestScreen.render(report, width: width, height: height, calendar: Self.calendar)
            let text = frame.plainText()
            let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(rows.allSatisfy { $0.count <= width }, "\(range) \(width)x\(height)")
            // The most important figures always show, each whole.
            let figures = [
                "\(Words.number(report.treesGrown)) grown", "\(Words.number(report.treesWithered)) withered",
                TimeText.amount(report.focusSeconds),
            ]
            for figure in figures {
                #expect(text.contains(figure), "\(range) at \(width)x\(height) lacks '\(figure)':\n\(text)")
            }
            // A figure shown cut would be a shorter number followed by a non-digit at the edge; every
            // duration in the frame must be one of the report's own.
            #expect(!text.contains("withere\n") && !text.hasSuffix("withere"), "\(range) \(width)x\(height)")
            let mono = frame.monochromeAttributes()
            let colourless = FramePrinter.text(frame, capability: .monochrome)
            #expect(!colourless.contains("\u{1B}[38"), "\(range) \(width)x\(height)")
            #expect(mono.count > 0)
        }
    }

    /// Every day of the week is labelled apart from the next, goal stars included, at every size.
    @Test func theWeeksDayLabelsNeverTouch() {
        let earliest = Self.history.first.map { Self.calendar.day(of: $0.startedAt) }
        let report = ForestReport(
            period: .containing(Self.today.adding(days: -7), range: .week, earliest: earliest), sessions: Self.history,
            calendar: Self.calendar, today: Self.today, coins: 0, dailyGoal: 1)
        let everyDayMet = report.days.allSatisfy { $0.goalMet }
        #expect(everyDayMet)
        for (width, height) in Self.sizes {
            let text = ForestScreen.render(report, width: width, height: height, calendar: Self.calendar).plainText()
            let labels = text.split(separator: "\n").first { $0.filter { $0 == "★" }.count == 7 }
            let apart = labels.map { row in zip(row, row.dropFirst()).allSatisfy { $0 != "★" || $1 == " " } } ?? false
            #expect(apart, "\(width)x\(height): the days are not labelled apart:\n\(text)")
        }
    }

    @Test(arguments: [ForestPeriod.Range.day, .week, .month])
    func theLandscapesDrawTreesAtEverySize(range: ForestPeriod.Range) {
        for (width, height) in Self.sizes {
            let picture = ForestScreen.picture(Self.report(range), width: width, height: height, calendar: Self.calendar)
            if range == .month && height <= 24 { continue }  // Small days show a glyph a tree, not sprites.
            #expect(!picture.trees.isEmpty, "\(range) at \(width)x\(height)\n\(picture.frame.plainText())")
            for placed in picture.trees {
                #expect(placed.x >= 0 && placed.x + placed.width <= width && placed.y >= 0 && placed.y + placed.height <= height)
            }
        }
    }

    @Test func treesAreDrawnInTheColoursOfTheirArtAndFadedAtAnotherSpeed() throws {
        let picture = ForestScreen.picture(Self.report(.month), width: 250, height: 70, calendar: Self.calendar)
        #expect(picture.trees.contains { $0.tree.accelerated })
        #expect(picture.trees.contains { !$0.tree.grown })
        for tree in picture.trees {
            // Only the tree drawn last is sure to be seen whole.
            guard tree == picture.trees.last || !picture.trees.contains(where: { other in
                other != tree && other.x < tree.x + tree.width && tree.x < other.x + other.width
                    && other.y < tree.y + tree.height && tree.y < other.y + other.height
            }) else { continue }
            for row in 0..<tree.height {
                for column in 0..<tree.width where tree.sprite.glyph(at: column, y: row) != " " {
                    let cell = picture.frame[tree.x + column, tree.y + row]
                    let colour = try #require(tree.sprite.colour(at: column, y: row))
                    #expect(cell.character == tree.sprite.glyph(at: column, y: row))
                    #expect(cell.style.foreground == (tree.tree.accelerated ? Theme.faded(colour) : Theme.color(colour)))
                    #expect(cell.style.dim == tree.tree.accelerated)
                }
            }
        }
    }

    @Test func biggerScreensShowMoreOrBiggerTrees() {
        let small = ForestScreen.picture(Self.report(.week), width: 80, height: 24, calendar: Self.calendar)
        let large = ForestScreen.picture(Self.report(.week), width: 250, height: 70, calendar: Self.calendar)
        let area = { (picture: ForestPicture) in picture.trees.reduce(0) { $0 + $1.width * $1.height } }
        #expect(area(large) > area(small) * 2)
    }

    /// The snapshots of this suite, which ``SnapshotFileTests`` compares with their files: every range at every size, as
    /// a colour terminal shows it (text and colours) and as a monochrome one does (text and attributes).
    static let snapshots: [SnapshotCase] = ForestPeriod.Range.allCases.flatMap { range in
        sizes.flatMap { width, height in
            let size = TerminalSize(width: width, height: height)
            let frame: @Sendable () -> Frame = { ForestScreen.render(report(range), width: width, height: height, calendar: calendar) }
            return [
                SnapshotCase("forest-\(range.rawValue)/landscape-\(range.rawValue)", size) { frame().textAndColours() },
                SnapshotCase("forest-\(range.rawValue)/landscape-mono-\(range.rawValue)", size) { frame().textAndAttributes() },
            ]
        }
    }

    // MARK: Every tree its own

    static func tree(_ id: String, species: String = "oak", grown: Bool = true, minutes: Double = 25) -> ForestTree {
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        return ForestTree(FinishedSession(
            id: id, kind: .focus, state: grown ? .completed : .abandoned, startedAt: start,
            endedAt: start.addingTimeInterval(minutes * 60), plannedSeconds: minutes * 60, focusedSeconds: minutes * 60,
            pausedSeconds: 0, tag: "code", species: species, speed: .normal))
    }

    @Test func theSameSessionAlwaysDrawsTheSameTree() {
        for species in ArtLibrary.species {
            let first = TreeArt.sprite(for: Self.tree("same-id", species: species))
            let again = TreeArt.sprite(for: Self.tree("same-id", species: species))
            #expect(first == again)
            #expect(first != nil)
        }
    }

    @Test func neighbouringTreesOfOneSpeciesDiffer() {
        for species in ArtLibrary.species {
            for grown in [true, false] {
                for minutes in [25.0, 50] {
                    let looks = (0..<8).compactMap { TreeArt.sprite(for: Self.tree("n-\($0)", species: species, grown: grown, minutes: minutes)) }
                    let distinct = Set(looks.map { $0.glyphs + $0.colours })
                    #expect(distinct.count >= 4, "\(species) \(grown) \(minutes): \(distinct.count) looks of 8")
                    for (left, right) in zip(looks, looks.dropFirst()) where left == right {
                        Issue.record("\(species): two neighbours look the same")
                    }
                }
            }
        }
    }

    @Test func theGameScreenTreeIsVariedByTheSameSeed() {
        for stage in 1...5 {
            let a = TreeArt.tree("cherry", stage: stage, size: .large, seed: ShapeSeed.of("a"))
            let again = TreeArt.tree("cherry", stage: stage, size: .large, seed: ShapeSeed.of("a"))
            #expect(a == again)
            // The ground stays as drawn, so every stage stands on the seed's ground.
            #expect(a?.glyphs.last == ArtLibrary.seedArt(size: .large).glyphs.last)
            #expect(a?.colours.last == ArtLibrary.seedArt(size: .large).colours.last)
        }
        let looks = (0..<8).compactMap { TreeArt.tree("oak", stage: 5, size: .large, seed: ShapeSeed.of("g-\($0)")) }
        #expect(Set(looks.map(\.glyphs)).count >= 4)
    }

    @Test func theSameIDGivesTheSameFrameAndOtherIDsOtherTrees() {
        func frame(_ prefix: String) -> Frame {
            let sessions = (0..<6).map { index in
                let start = Self.calendar.start(of: Self.today).addingTimeInterval(Double(8 * 3600 + index * 1800))
                return FinishedSession(
                    id: "\(prefix)-\(index)", kind: .focus, state: .completed, startedAt: start,
                    endedAt: start.addingTimeInterval(1500), plannedSeconds: 1500, focusedSeconds: 1500, pausedSeconds: 0,
                    tag: "code", species: "oak", speed: .normal)
            }
            let report = ForestReport(
                period: .containing(Self.today, range: .day), sessions: sessions, calendar: Self.calendar, today: Self.today,
                coins: 0)
            return ForestScreen.render(report, width: 80, height: 24, calendar: Self.calendar)
        }
        #expect(frame("x") == frame("x"))
        #expect(frame("x").plainText() != frame("y").plainText())
    }

    // MARK: SVG

    @Test(arguments: ForestPeriod.Range.allCases)
    func theSVGIsWellFormedWithAGroupPerTree(range: ForestPeriod.Range) throws {
        let report = Self.report(range)
        let picture = ForestScreen.picture(report, width: 160, height: 50, calendar: Self.calendar)
        let svg = ForestSVG.document(picture)
        let checker = SVGChecker()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = checker
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(checker.root == "svg")
        #expect(checker.width == "\(162 * ForestSVG.cellWidth)" && checker.height == "\(52 * ForestSVG.cellHeight)")
        #expect(checker.treeGroups == picture.trees.count)
        #expect(checker.texts.contains { $0.contains(Words.number(report.treesGrown)) })
    }

    /// A report of `range` around today whose only sessions are one grown oak of 25 minutes a tag, an hour apart.
    static func report(_ range: ForestPeriod.Range, oneTreeTagged tags: [String]) -> ForestReport {
        let start = calendar.start(of: today)
        let sessions = tags.enumerated().map { index, tag in
            FinishedSession(
                id: "tagged-\(index)", kind: .focus, state: .completed, startedAt: start.addingTimeInterval(Double(index) * 3600),
                endedAt: start.addingTimeInterval(Double(index) * 3600 + 1500), plannedSeconds: 1500,
                focusedSeconds: 1500, pausedSeconds: 0, tag: tag, species: "oak", speed: .normal)
        }
        return ForestReport(
            period: .containing(today, range: range, earliest: today), sessions: sessions, calendar: calendar,
            today: today, coins: 0)
    }

    @Test func wideTagsAreWrittenOnceIntoTheSVGAndNothingUnprintable() throws {
        let report = Self.report(.week, oneTreeTagged: ["写作", "🌲deep"])
        let svg = ForestSVG.document(ForestScreen.picture(report, width: 120, height: 40, calendar: Self.calendar))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let checker = SVGChecker()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = checker
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(checker.texts.contains { $0.contains("写作") } && checker.texts.contains { $0.contains("🌲deep") })
    }

    /// The panel's by-tag rows `width` wide, as text.
    static func tagRows(_ report: ForestReport, width: Int) -> [String] {
        StatsPanel.tagLines(report, width: width).map { $0.map(\.text).joined() }
    }

    @Test func aTagShowsWholeWhereThePanelHasRoomAndFittedWhereItHasNot() {
        let report = Self.report(.day, oneTreeTagged: ["deep-work", "a-tag-of-thirty-two-characters-x"])
        let roomy = Self.tagRows(report, width: 36)
        #expect(roomy.contains { $0.hasPrefix(" deep-work ") })
        let narrow = Self.tagRows(report, width: 24)
        #expect(!narrow.isEmpty && narrow.allSatisfy { DisplayWidth.columns(of: $0) <= 24 })
        #expect(narrow.contains { $0.contains("…") })
        // Every row keeps its figure whole, however the tag is fitted.
        #expect(narrow.dropFirst().allSatisfy { $0.hasSuffix("25 min") })
    }

    @Test func aTagShowsWholeWhileItsBarKeepsEightCells() {
        let report = Self.report(.day, oneTreeTagged: ["deep-work", "a-tag-of-thirty-two-characters-x"])
        // 26 columns: a space, 9 for the tag, a space, 8 for the bar, a space and "25 min".
        let rows = Self.tagRows(report, width: 26)
        #expect(rows.contains(" deep-work ████████ 25 min"))
        let narrower = Self.tagRows(report, width: 25)
        #expect(narrower.contains { $0.hasPrefix(" deep-wo… ") })
    }

    @Test func theSVGsSizeFollowsTheRange() {
        let day = ForestScreen.picture(Self.report(.day), width: 90, height: 20, calendar: Self.calendar)
        let week = ForestScreen.picture(Self.report(.week), width: 160, height: 30, calendar: Self.calendar)
        // A cell's margin all round: 92 × 22 and 162 × 32 cells.
        #expect(ForestSVG.document(day).contains("width=\"736\" height=\"352\""))
        #expect(ForestSVG.document(week).contains("width=\"1296\" height=\"512\""))
    }
}

/// Collects what the SVG tests look at while a strict XML parser reads the document.
final class SVGChecker: NSObject, XMLParserDelegate {
    var root: String?
    var width: String?
    var height: String?
    var treeGroups = 0
    var texts: [String] = []
    private var inText = false

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if root == nil {
            root = name
            width = attributes["width"]
            height = attributes["height"]
        }
        if name == "g", attributes["class"] == "tree" { treeGroups += 1 }
        if name == "text" {
            inText = true
            texts.append("")
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text" { inText = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { texts[texts.count - 1] += string }
    }
}
