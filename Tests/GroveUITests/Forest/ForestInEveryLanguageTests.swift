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

    /// Words the forest shows that the core's entries will write: species names, weekday and month names, the period's
    /// heading ("week of", "all since"), the units of durations; until then English.
    static let writtenByTheCore: Set<String> = Set(
        Species.catalog.map(\.name) + ForestText.weekdayNames + ForestText.weekdays + ForestPeriod.monthNames + ForestText.monthShort
            + ["week", "all", "since", "min", "hour", "hours", "minute", "minutes", "second", "seconds"])

    @Test(arguments: [ForestPeriod.Range.day, .week, .month, .year, .all], sizes)
    func theForestHoldsItsLayout(range: ForestPeriod.Range, size: TerminalSize) {
        for tag in [nil, Self.tags[0]] {
            let frame = Words.$language.withValue(.pseudo) {
                ForestScreen.render(Self.report(range), width: size.width, height: size.height, calendar: ForestHistory.calendar, tag: tag)
            }
            let problems = PseudoLanguageCheck.problems(in: frame, keeping: Self.writtenByTheCore.union(Self.tags))
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
            // The session's state word in the corner is the game screen's ("focus"), which its area's entries will write.
            var kept = Self.writtenByTheCore.union(Self.tags)
            if case .session(let session) = state.screen { kept.formUnion(SessionScreen.label(session).map(\.text)) }
            let problems = PseudoLanguageCheck.problems(in: frame, keeping: kept)
            #expect(
                problems.isEmpty, "\(range) at \(size.width)×\(size.height):\n\(problems.joined(separator: "\n"))\n\(frame.plainText())")
        }
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
        let kept = Self.writtenByTheCore.union(Self.tags)
        let english = lines.flatMap(PseudoLanguageCheck.bareEnglish).filter { !kept.contains($0) }
        #expect(english.isEmpty, "\(english)\n\(lines.joined(separator: "\n"))")
    }
}
