import GroveCore
@testable import GroveUI
import Testing

/// The plain view as a pure function: two states in, the sentences that tell the change out.
struct PlainNarrationTests {
    private func told(_ old: GameState?, _ new: GameState, byKey: Bool = false) -> [String] {
        PlainNarration.sentences(from: old, to: new, byKey: byKey, forest: nil)
    }

    @Test func aStageIsToldWithTheRoundTimeThoughTheWakeCameLate() {
        #expect(told(GameStates.growing(stage: 1, remaining: 1205), GameStates.growing(stage: 2, remaining: 1197))
            == ["The oak is a sapling: 20 minutes left."])
    }

    @Test func aLongGapTellsOnlyWhereTheClockIsNow() {
        #expect(told(GameStates.growing(stage: 1, remaining: 1490), GameStates.growing(stage: 3, remaining: 610))
            == ["The oak is a young tree: 10 minutes left."])
    }

    @Test func aClockThatOnlyTurnedSaysNothing() {
        for remaining in stride(from: 1199, to: 901, by: -1) {
            #expect(told(GameStates.growing(stage: 2, remaining: remaining + 1), GameStates.growing(stage: 2, remaining: remaining)).isEmpty)
        }
    }

    @Test func aFiftyMinuteTreeIsToldEveryFiveMinutesAndItsLastMinute() {
        func growing(_ remaining: Int) -> GameState {
            var state = GameStates.growing(stage: TreeStage.stage(elapsed: Double(3000 - remaining), planned: 3000), remaining: remaining)
            if case .session(var session) = state.screen {
                session.plannedSeconds = 3000
                state.screen = .session(session)
            }
            return state
        }
        var lines: [String] = []
        for remaining in stride(from: 2999, through: 1, by: -1) { lines += told(growing(remaining + 1), growing(remaining)) }
        #expect(lines == [
            "The oak has 45 minutes left.", "The oak is a sapling: 40 minutes left.", "The oak has 35 minutes left.",
            "The oak is a young tree: 30 minutes left.", "The oak has 25 minutes left.", "The oak is a tall tree: 20 minutes left.",
            "The oak has 15 minutes left.", "The oak is almost grown: 10 minutes left.", "The oak has 5 minutes left.",
            "The oak has 1 minute left.",
        ])
    }

    @Test func aLongBreakIsToldAtItsMarks() {
        var lines: [String] = []
        for remaining in stride(from: 899, through: 1, by: -1) {
            lines += told(GameStates.resting(remaining: remaining + 1, long: true), GameStates.resting(remaining: remaining, long: true))
        }
        #expect(lines == ["Your break has 10 minutes left.", "Your break has 5 minutes left.", "Your break has 1 minute left."])
    }

    @Test func aCountUpIsToldByItsFocusSoFar() {
        #expect(told(GameStates.countingUp(focused: 299), GameStates.countingUp(focused: 301))
            == ["The oak is a sapling: 5 minutes of focus so far."])
        #expect(told(GameStates.countingUp(focused: 1799), GameStates.countingUp(focused: 1800))
            == ["The oak has 30 minutes of focus so far."])
    }

    @Test func aPausedClockSaysNothingMore() {
        #expect(told(GameStates.growing(remaining: 754, paused: true), GameStates.growing(remaining: 754, paused: true)).isEmpty)
        #expect(told(GameStates.growing(remaining: 754), GameStates.growing(remaining: 754, paused: true), byKey: true)
            == ["You paused the oak: 13 minutes left."])
    }

    @Test func aNoteChangedInAnotherShellIsRead() {
        #expect(told(GameStates.growing(), GameStates.growing(note: "chapter 3"))
            == ["The note on the oak was changed from another shell: chapter 3."])
    }

    @Test func theOpeningSaysWhereThingsStandThenTheKeys() {
        var grown = GameStates.completed()
        grown.ended = .init(
            id: "a", kind: .focus, completed: true, species: "oak", tag: "writing", focusedSeconds: 1500,
            achievements: ["First sprout"], reachedGoal: true)
        grown.treesToday = 4
        #expect(told(nil, grown) == [
            "Your oak has grown: 25 minutes of focus.",
            "You earned First sprout.",
            "Daily goal reached: 4 trees today.",
            "Press b for your 5-minute break, or n to plant another oak.",
            "Keys: b takes your break, n plants another oak, escape goes home, f reads your forest, q leaves, ? lists the keys again.",
        ])
        #expect(told(nil, GameStates.resting(paused: true)) == [
            "Your 5-minute break is paused: 4 minutes left.",
            "Keys: space resumes, g ends the break, f reads your forest, q leaves with the break going on, ? lists the keys again.",
        ])
    }

    @Test func pickingASpeciesSaysWhichAndWhetherItIsLocked() {
        #expect(told(GameStates.home, GameStates.picked("pine"), byKey: true) == ["You picked the pine."])
        #expect(told(GameStates.picked("pine"), GameStates.picked("cherry"), byKey: true)
            == ["The cherry is locked (250 coins); s picks another."])
    }

    @Test func aMessageIsToldAsASentence() {
        var refused = GameStates.home
        refused.message = "a break follows a grown tree; grow one first with grove plant"
        #expect(told(GameStates.home, refused, byKey: true) == ["A break follows a grown tree; grow one first with grove plant."])
    }

    @Test func everyLineIsOneSentenceWithoutAnEscape() {
        let states = [
            GameStates.home, GameStates.homeWithBreak, GameStates.growing(), GameStates.growing(paused: true),
            GameStates.countingUp(), GameStates.resting(), GameStates.resting(long: true), GameStates.completed(),
            GameStates.abandoned(),
        ]
        for old in states + [nil] {
            for new in states {
                for line in told(old, new) + told(old, new, byKey: true) {
                    #expect(line.first?.isUppercase == true, "\(line)")
                    #expect(line.hasSuffix(".") || line.hasSuffix("?"), "\(line)")
                    #expect(!line.contains("\n") && !line.contains("\u{1B}"), "\(line)")
                }
            }
        }
    }
}
