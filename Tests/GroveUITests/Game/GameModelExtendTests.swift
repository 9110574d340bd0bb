import Foundation
import GroveCore
import GroveTerminal
import GroveTestSupport
@testable import GroveUI
import Testing

/// `+` on the game screen, played on the model with a manual clock: five more minutes for the growing tree, its stage
/// kept, the new end said; a tree that cannot be extended says why.
struct GameModelExtendTests {
    private func session(_ game: GameDriver) -> GameState.Session? {
        if case .session(let session) = game.state.screen { session } else { nil }
    }

    @Test func plusAddsFiveMinutesAndTheStageStays() throws {
        let fixture = ModelFixture()
        fixture.clock.set(Date(timeIntervalSince1970: 1_767_261_600))  // 2026-01-01 10:00 UTC.
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 960)
        let before = try #require(session(game))
        #expect(before.stage == 4 && before.canExtend)

        game.press(.character("+"))

        let after = try #require(session(game))
        #expect(after.stage == 4)
        #expect(after.plannedSeconds == 1800)
        #expect(after.remainingSeconds == 840)
        #expect(game.state.message == "Extended by 5 min: 14:00 left, growing until 10:30.")
        #expect(fixture.store.live.session?.endsAt == Date(timeIntervalSince1970: 1_767_261_600 + 1800))
        #expect(fixture.hooks.events.last == .extended)
        game.play(until: 1799)
        #expect(session(game)?.stage == 5)
        game.play(until: 1801)
        #expect(fixture.store.finished.last?.extendedSeconds == 300)
        #expect(game.screen.contains("Your oak has grown"))
    }

    @Test func aPausedTreeSaysWhyAndShowsNoPlus() throws {
        let fixture = ModelFixture()
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 30)
        game.press(.space)
        #expect(session(game)?.canExtend == false)
        game.press(.character("+"))
        #expect(game.state.message == "the tree is paused: resume it first, then extend it")
        #expect(fixture.store.live.session?.plannedSeconds == 1500)
    }

    @Test func theHintAndTheHelpNameThePlus() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 5)
        #expect(game.screen.contains("+ 5 min"))
        game.press(.character("?"))
        #expect(game.screen.contains("+            5 min more"))
    }
}
