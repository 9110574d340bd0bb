import GroveCore
import GroveTerminal
import GroveText
@testable import GroveUI
import GroveWords
import Testing

/// The forest in the pseudo-language, English made 40 % longer, accented and bracketed: a layout that holds it holds German's
/// long words, and one whose tags are Chinese and Korean (two columns a character) holds those languages' width.
@Suite("the forest in every language")
struct ForestInEveryLanguageTests {
    static let sizes = [TerminalSize(width: 40, height: 12), TerminalSize(width: 80, height: 24), TerminalSize(width: 120, height: 40)]
    static let tags = ["写作", "읽기", "δ-7"]

    /// A fortnight of trees, grown and withered, of every species, one at another speed, before and in the week of
    /// 2025-11-17, with tags in scripts two columns wide.
    static let sessions: [FinishedSession] = (0..<14).flatMap { offset -> [FinishedSession] in
        let day = ForestHistory.today.adding(days: -offset)
        return (0..<(1 + offset % 4)).map { index in
            ForestHistory.tree(
                day, 8 + 2 * index, minutes: index == 2 ? 50 : 25, focused: (offset + index) % 5 == 0 ? 12 : nil,
                species: Species.catalog[(offset + index) % Species.catalog.count].name, tag: tags[(offset + index) % tags.count],
                speed: offset == 3 && index == 0 ? 60 : 1)
        }
    }

    static func report(_ range: ForestPeriod.Range) -> ForestReport {
        let earliest = sessions.map { ForestHistory.calendar.day(of: $0.startedAt) }.min()
        return ForestReport(
            period: .containing(ForestHistory.today, range: range, earliest: earliest), sessions: sessions,
            calendar: ForestHistory.calendar, today: ForestHistory.today, coins: 1234, dailyGoal: 2)
    }

    /// What a person wrote, which stays as it is: the tags.
    static let written = Set(tags)

    @Test(arguments: [ForestPeriod.Range.day, .week, .month, .year, .all], sizes)
    func theForestHoldsItsLayout(range: ForestPeriod.Range, size: TerminalSize) {
        for tag in [nil, Self.tags[0]] {
            let frame = Words.$language.withValue(.pseudo) {
                ForestScreen.render(Self.report(range), width: size.width, height: size.height, calendar: ForestHistory.calendar, tag: tag)
            }
            let problems = PseudoLanguageCheck.problems(in: frame, keeping: Self.written)
            #expect(
                problems.isEmpty, "\(range) at \(size.width)×\(size.height):\n\(problems.joined(separator: "\n"))\n\(frame.plainText())")
        }
    }

    /// The forest opened over the game, with its keys and the game's state in the title's corner.
    @Test(arguments: [GameStates.home, GameStates.growing(), GameStates.completed(), GameStates.abandoned()], sizes)
    func theForestOverTheGameHoldsItsLayout(state: GameState, size: TerminalSize) {
        for range in [ForestPeriod.Range.week, .year] {
            let frame = Words.$language.withValue(.pseudo) {
                let page = ForestPage.report(Self.report(range), calendar: ForestHistory.calendar)
                return GameScreen.render(GameStates.forest(range, over: state), size: size, forest: page)
            }
            let problems = PseudoLanguageCheck.problems(in: frame, keeping: Self.written)
            #expect(
                problems.isEmpty, "\(range) at \(size.width)×\(size.height):\n\(problems.joined(separator: "\n"))\n\(frame.plainText())")
        }
    }

    /// Every name of a weekday a narrow column may show is the catalog's: none is English cut short ("Mo" of "Mon").
    @Test func weekdayHeadingsAreTheCatalogsAtEveryWidth() {
        let forms = Words.$language.withValue(.pseudo) { (0..<7).flatMap(ForestText.weekdayForms) }
        #expect(forms.count == 21)
        #expect(forms.allSatisfy { $0.contains("[") && $0.contains("]") }, "\(forms)")
    }

    /// The busiest day is written in the language's order of weekday, day and month, with its year over all time.
    @Test func theBusiestDayIsWrittenInTheLanguagesOrder() {
        let day = LocalDay(year: 2025, month: 11, day: 29)
        #expect(ForestText.shortDate(day, withYear: false) == "Sat 29 Nov")
        #expect(ForestText.shortDate(day, withYear: true) == "Sat 29 Nov 2025")
        #expect(Words.$language.withValue(.ja) { ForestText.shortDate(day, withYear: false) } == "11月29日(土)")
        #expect(Words.$language.withValue(.de) { ForestText.shortDate(day, withYear: false) } == "Sa., 29. Nov.")
    }

    /// Figures in Japanese, Korean or Chinese take two columns a character: they are packed by the columns they take.
    @Test func figuresArePackedByTheirColumns() {
        let lines = StatsPanel.packed(["集中 4 時間", "成長 8", "枯れた 2"], width: 18)
        #expect(lines == ["集中 4 時間", "成長 8 · 枯れた 2"])
        #expect(StatsPanel.packed(["とても長い集中の時間です"], width: 18).isEmpty)
    }

    @Test(arguments: [ForestPeriod.Range.day, .week, .month, .year, .all])
    func thePlainForestSpeaksNoBareEnglish(range: ForestPeriod.Range) {
        let lines = Words.$language.withValue(.pseudo) {
            PlainForest.sentences(.report(Self.report(range), calendar: ForestHistory.calendar), tag: Self.tags[1])
        }
        let english = lines.flatMap(PseudoLanguageCheck.bareEnglish).filter { !Self.written.contains($0) }
        #expect(english.isEmpty, "\(english)\n\(lines.joined(separator: "\n"))")
    }
}
