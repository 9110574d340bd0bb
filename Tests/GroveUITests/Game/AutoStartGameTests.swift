import Foundation
import GroveCore
import GroveTerminal
import GroveTestSupport
@testable import GroveUI
import Testing

/// `autoStartBreak` and `autoStartFocus` with the game open, on the game model and a manual clock:
/// the screen follows the chain the rules start, and rings for what it never showed.
struct AutoStartGameTests {
    private static let bothOn: GroveSettings = {
        var settings = GroveSettings()
        settings.autoStartBreak = true
        settings.autoStartFocus = true
        return settings
    }()

    @Test func onTheScreenATreeItsBreakAndTheNextTreeFollowWithoutAKey() throws {
        let fixture = ModelFixture(settings: Self.bothOn)
        fixture.model.startSession()
        var game = GameDriver(fixture, services: GameServices(colorCapability: .monochrome, forestReport: fixture.forestReport))
        game.play(until: 1510)
        #expect(game.state.message?.hasPrefix("Your oak has grown: 25 min of focus. Your 5-minute break has begun by") == true)
        game.play(until: 1500 + 300 + 10)
        #expect(fixture.store.finished.map(\.kind) == [.focus, .break])
        #expect(fixture.store.finished.allSatisfy { $0.state == .completed })
        let next = try #require(fixture.store.live.session)
        #expect((next.kind, next.species, next.tag) == (.focus, "oak", "focus"))
        // The tree and the break each rang once, though neither outcome was shown.
        #expect(game.bells == 2)
        #expect(game.state.message?.hasPrefix("Break over. A new oak (focus) was planted by itself: 25 minutes.") == true)
        // `q` leaves with the new tree growing.
        game.press(.character("q"))
        game.close()
        #expect(fixture.store.live.session?.state == .active)
    }

    @Test func leavingDuringTheBreakLeavesTheBreakAndTheChainGoing() throws {
        let fixture = ModelFixture(settings: Self.bothOn)
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 1500 + 60)
        game.press(.character("q"))
        game.close()
        let rest = try #require(fixture.store.live.session)
        #expect(rest.kind == .break)
        #expect(rest.state == .active)
        // The waiter (here the rules, as it applies them) plants the next tree at the break's end.
        let rules = SessionRules(settings: Self.bothOn)
        let end = try #require(rest.endsAt)
        let after = rules.apply(.settle, to: fixture.store.live, at: end, newSessionID: "next")
        #expect(after.record.session?.id == "next")
        #expect(after.record.session?.kind == .focus)
    }

    @Test func whenTheWaiterEndsTheTreeFirstTheScreenShowsTheBreakAndRingsOnce() {
        let fixture = ModelFixture(settings: Self.bothOn)
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 1500)
        let rules = SessionRules(settings: Self.bothOn)
        let record = rules.apply(.settle, to: fixture.store.live, at: fixture.clock.now(), newSessionID: "rest").record
        fixture.store.simulateOutsideChange(record)
        game.play(until: 1510)
        #expect(fixture.model.session?.id == "rest")
        #expect(game.state.session?.kind == .break)
        #expect(game.bells == 1)
    }

    @Test func inPlainModeTheChainIsToldAndOffersNoChoice() {
        let fixture = ModelFixture(settings: Self.bothOn)
        fixture.model.startSession()
        var game = GameDriver(
            fixture, services: GameServices(colorCapability: .monochrome, forestReport: fixture.forestReport, screen: .plain))
        game.play(until: 1500 + 300 + 10)
        game.press(.character("q"))
        game.close()
        #expect(Array(game.said.suffix(8)) == [
            "The oak has 1 minute left.",
            "Your oak has grown: 25 minutes of focus.",
            "You earned First sprout.",
            "Your 5-minute break has begun by itself.",
            "Your break has 1 minute left.",
            "Break over.",
            "A new oak (focus) was planted by itself: 25 minutes.",
            "You left grove, and the oak keeps growing: 25 minutes left.",
        ])
        #expect(!game.said.contains { $0.hasPrefix("Press b") })
    }
}
