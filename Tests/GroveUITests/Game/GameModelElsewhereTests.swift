import Foundation
import GroveCore
import GroveTerminal
import GroveTestSupport
@testable import GroveUI
import Testing

/// A tree growing on another device that shares the data folder, on the game screen:
/// shown with its clock turning, read with the store, never acted on.
struct GameModelElsewhereTests {
    /// A 25-minute pine started on the laptop at `start`, running or paused with 24:00 left.
    private static func pineOnLaptop(startedAt start: Date, pausedAt: Date? = nil) -> SessionElsewhere {
        let phase: LiveSession.Phase = pausedAt.map { .paused(remaining: 1440, since: $0) } ?? .running(endsAt: start.addingTimeInterval(1500))
        return SessionElsewhere(device: "laptop", session: LiveSession(
            id: "laptop-1", kind: .focus, plannedSeconds: 1500, speed: .normal, startedAt: start, tag: "focus",
            species: "pine", phase: phase))
    }

    private static func opened(on fixture: ModelFixture, canWatch: Bool = false) -> GameDriver {
        let services = GameServices(
            colorCapability: .truecolor, forestReport: fixture.forestReport, watchedPaths: ["/data/live.json"],
            sessionsElsewhere: { try fixture.store.sessionsElsewhere() })
        return GameDriver(fixture, services: services, canWatch: canWatch)
    }

    @Test func theHomeScreenShowsItsClockTurningAndAPauseThereOnceTheStoreChanges() {
        let fixture = ModelFixture()
        let start = fixture.clock.now()
        fixture.store.elsewhere = [Self.pineOnLaptop(startedAt: start)]
        var game = Self.opened(on: fixture, canWatch: true)
        #expect(fixture.store.elsewhereLoadCount == 1)
        game.play(until: 1.5)
        #expect(game.screen.contains("a pine is growing on laptop · 24:59 left"))
        // No key and no change here: the other device's clock alone wakes the screen.
        game.play(until: 10.5)
        #expect(game.wakes.count == 10)
        #expect(game.screen.contains("24:50 left"))
        game.play(until: 30.2)
        fixture.store.elsewhere = [Self.pineOnLaptop(startedAt: start, pausedAt: fixture.clock.now())]
        game.report(.filesChanged)
        #expect(game.screen.contains("paused on laptop · 24:00 left"))
        // Read at the change only, never once a second.
        #expect(fixture.store.elsewhereLoadCount == 2)
        // And once a minute as a safety net.
        game.play(until: 95)
        #expect(fixture.store.elsewhereLoadCount == 3)
    }

    @Test func itNeverBlocksPlantingAndNoKeyActsOnIt() {
        let fixture = ModelFixture()
        let other = Self.pineOnLaptop(startedAt: fixture.clock.now())
        fixture.store.elsewhere = [other]
        var game = Self.opened(on: fixture)
        game.play(until: 1)
        game.press(.enter)
        game.play(until: 2)
        game.press(.space)
        game.play(until: 3)
        game.press(.space)
        // Past the grace of the first seconds: giving up withers the tree planted here.
        game.play(until: 20)
        game.press(.character("g"), .character("y"))
        game.play(until: 21.5)
        #expect(game.screen.contains("a pine is growing on laptop · 24:39 left"))
        // The tree planted here was paused and given up here; the laptop's is as it was.
        #expect(fixture.store.finished.map(\.state) == [.abandoned])
        #expect(fixture.store.elsewhere == [other])
    }

    /// Issue 23.7: past its end, without waiting for its device, it reads as ended there, never "00:00 left".
    @Test func aSessionThatRanOutThereSaysItEndedThereNotYetSynced() {
        var state = GameState(
            screen: .home, plan: .init(species: "oak", tag: "focus", minutes: 25), today: LocalDay(year: 2026, month: 11, day: 22))
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        state.update(elsewhere: [Self.pineOnLaptop(startedAt: start)], at: start.addingTimeInterval(1499.5))
        #expect(state.elsewhere.map(\.clockSeconds) == [1])
        #expect(state.elsewhere.map(\.hasEnded) == [false])
        state.update(elsewhere: [Self.pineOnLaptop(startedAt: start)], at: start.addingTimeInterval(1500))
        #expect(state.elsewhere.map(\.hasEnded) == [true])
        let wide = GameScreen.render(state, size: TerminalSize(width: 80, height: 24)).plainText()
        #expect(wide.contains("a pine ended on laptop · not yet synced"))
        #expect(!wide.contains("left"))
        let narrow = GameScreen.render(state, size: TerminalSize(width: 40, height: 12)).plainText()
        #expect(narrow.contains("pine ended on laptop"))
    }

    /// Its clock wakes the screen no more once it ran out: until its device's record comes, nothing there turns.
    @Test func aSessionThatRanOutThereWakesTheScreenNoMore() {
        let fixture = ModelFixture()
        fixture.store.elsewhere = [Self.pineOnLaptop(startedAt: fixture.clock.now().addingTimeInterval(-1490))]
        var game = Self.opened(on: fixture, canWatch: true)
        game.play(until: 50)
        #expect(game.wakes.count == 10)
        #expect(game.screen.contains("a pine ended on laptop · not yet synced"))
    }
}
