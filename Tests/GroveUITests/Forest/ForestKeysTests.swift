import GroveCore
import GroveTerminal
@testable import GroveUI
import Testing

/// `f` and the forest's keys, as pure state updates, on any screen beneath.
struct ForestKeysTests {
    private typealias Forest = GameState.Forest

    private func press(_ keys: Key..., in state: GameState) -> (GameState, [GameAction]) {
        var state = state
        var actions: [GameAction] = []
        for key in keys {
            let (next, done) = GameKeys.handle(state, key)
            state = next
            actions += done
        }
        return (state, actions)
    }

    private func day(_ month: Int, _ day: Int, year: Int = 2025) -> LocalDay {
        LocalDay(year: year, month: month, day: day)
    }

    /// The forest `keys` lead to from `range` anchored on `anchor`, or nil when it closed.
    private func forest(
        after keys: Key..., from range: ForestPeriod.Range, on anchor: LocalDay = ForestHistory.today
    ) -> Forest? {
        var state = GameStates.forest(range, anchor: anchor)
        for key in keys {
            let (next, actions) = GameKeys.handle(state, key)
            #expect(actions.isEmpty)
            state = next
        }
        guard case .forest(let forest) = state.overlay else { return nil }
        return forest
    }

    @Test(arguments: GameKeysTests.screens)
    func fOpensThisWeeksForestOverEveryScreen(_ state: GameState) {
        var noted = state
        noted.message = "a note"
        let (open, actions) = press(.character("f"), in: noted)
        #expect(open == GameStates.forest(.week, anchor: ForestHistory.today, over: state))
        #expect(actions.isEmpty)
    }

    @Test(arguments: GameKeysTests.screens)
    func qAndEscapeReturnToTheGameAsItIs(_ state: GameState) {
        let open = GameStates.forest(.month, anchor: day(10, 3), over: state)
        #expect(press(.character("q"), in: open) == (state, []))
        #expect(press(.escape, in: open) == (state, []))
    }

    @Test func fInAnOverlayIsThatOverlaysKey() {
        // Any key closes the help; the give-up question waits for its answer.
        let help = GameStates.with(.help, GameStates.growing())
        #expect(press(.character("f"), in: help) == (GameStates.growing(), []))
        let asking = GameStates.with(.confirmGiveUp, GameStates.growing())
        #expect(press(.character("f"), in: asking) == (asking, []))
    }

    @Test(arguments: GameKeysTests.forests)
    func theGamesKeysDoNothingInTheForest(_ state: GameState) {
        var noted = state
        noted.message = "a note"
        let keys: [Key] = [
            .space, .character("g"), .enter, .character("p"), .character("n"), .character("b"), .character("?"),
            .character("f"), .character("D"), .up, .down, .tab, .home, .pageUp,
        ]
        for key in keys {
            #expect(press(key, in: noted) == (noted, []), "\(key)")
        }
    }

    @Test func arrowsStepWeeksKeepingTheWeekdayAndStopAtThisWeek() {
        #expect(forest(after: .left, from: .week) == Forest(range: .week, anchor: day(11, 14)))
        #expect(forest(after: .left, .left, .right, from: .week) == Forest(range: .week, anchor: day(11, 14)))
        #expect(forest(after: .left, .right, from: .week) == Forest(range: .week, anchor: ForestHistory.today))
        // Next week has not begun: → does nothing.
        let now = GameStates.forest(.week)
        #expect(press(.right, in: now) == (now, []))
        // Into this week from a Sunday: no further than today.
        #expect(forest(after: .right, from: .week, on: day(11, 16)) == Forest(range: .week, anchor: ForestHistory.today))
    }

    @Test func arrowsStepDaysMonthsAndYears() {
        #expect(forest(after: .left, from: .day) == Forest(range: .day, anchor: day(11, 20)))
        #expect(forest(after: .right, from: .day) == Forest(range: .day, anchor: ForestHistory.today))
        #expect(forest(after: .left, from: .month) == Forest(range: .month, anchor: day(10, 21)))
        #expect(forest(after: .left, from: .year) == Forest(range: .year, anchor: day(11, 21, year: 2024)))
        #expect(forest(after: .right, from: .year) == Forest(range: .year, anchor: ForestHistory.today))
        // A shorter month cuts the day; this month stops at today.
        #expect(forest(after: .left, from: .month, on: day(3, 31)) == Forest(range: .month, anchor: day(2, 28)))
        #expect(forest(after: .right, from: .month, on: day(10, 31)) == Forest(range: .month, anchor: ForestHistory.today))
        // The same date a year before, and the last of February for a leap day.
        let leapDay = day(2, 29, year: 2024)
        #expect(forest(after: .left, from: .year, on: leapDay) == Forest(range: .year, anchor: day(2, 28, year: 2023)))
        // A day goes back across the new year's day.
        #expect(forest(after: .left, from: .day, on: day(1, 1)) == Forest(range: .day, anchor: day(12, 31, year: 2024)))
    }

    @Test func rangeKeysKeepTheDayTheForestIsOn() {
        let before = day(11, 14)
        #expect(forest(after: .character("m"), from: .week, on: before) == Forest(range: .month, anchor: before))
        #expect(forest(after: .character("d"), from: .week, on: before) == Forest(range: .day, anchor: before))
        #expect(forest(after: .character("y"), from: .day, on: before) == Forest(range: .year, anchor: before))
        #expect(forest(after: .character("w"), from: .year, on: before) == Forest(range: .week, anchor: before))
        // Three weeks back, then the month: the month of that week.
        #expect(forest(after: .left, .left, .left, .character("m"), from: .week) == Forest(range: .month, anchor: day(10, 31)))
    }

    @Test func allTimeRunsToTodayAndHasNoPeriodsToStep() {
        #expect(forest(after: .character("a"), from: .week, on: day(3, 4)) == Forest(range: .all, anchor: ForestHistory.today))
        let all = GameStates.forest(.all)
        for key in [Key.left, .right, .character("a")] {
            #expect(press(key, in: all) == (all, []), "\(key)")
        }
        #expect(forest(after: .character("w"), from: .all) == Forest(range: .week, anchor: ForestHistory.today))
    }

    @Test(arguments: ForestPeriod.Range.allCases)
    func theRangeShownAlreadyDoesNothing(_ range: ForestPeriod.Range) {
        let key = Key.character(range.rawValue.first!)
        let open = GameStates.forest(range)
        #expect(press(key, in: open) == (open, []))
    }

    @Test func aKeyThatMovesTheForestClearsTheMessage() {
        var open = GameStates.forest(.week, over: GameStates.growing())
        open.message = "Break over. Ready for another tree?"
        let (moved, actions) = press(.left, in: open)
        #expect(moved.message == nil)
        #expect(moved.overlay == .forest(Forest(range: .week, anchor: day(11, 14))))
        #expect(actions.isEmpty)
    }

    @Test func theForestNeverTouchesTheSession() {
        let growing = GameStates.growing()
        let (state, actions) = press(
            .character("f"), .left, .character("m"), .space, .character("g"), .character("y"), .right, .escape, in: growing)
        #expect(state == growing)
        #expect(actions.isEmpty)
    }
}
