import Foundation
import GroveCore
import GroveTerminal
import GroveTestSupport
@testable import GroveUI
import Testing

/// A tree growing on another device that shares the data folder, on this game screen:
/// shown with its clock turning, read with the store, never acted on.
struct GameLoopElsewhereTests {
    /// A 25-minute pine started on the laptop at `start`, running or paused with 24:00 left.
    private static func pineOnLaptop(startedAt start: Date, pausedAt: Date? = nil) -> SessionElsewhere {
        let phase: LiveSession.Phase = pausedAt.map { .paused(remaining: 1440, since: $0) } ?? .running(endsAt: start.addingTimeInterval(1500))
        return SessionElsewhere(device: "laptop", session: LiveSession(
            id: "laptop-1", kind: .focus, plannedSeconds: 1500, speed: .normal, startedAt: start, tag: "focus",
            species: "pine", phase: phase))
    }

    private func run(_ fixture: ModelFixture, _ terminal: ScriptedTerminal) -> GameExit {
        let loop = GameLoop(
            model: fixture.model, terminal: terminal, clock: fixture.clock,
            services: GameServices(
                colorCapability: .truecolor, forestReport: fixture.forestReport, watchedPaths: ["/data/live.json"],
                sessionsElsewhere: { try fixture.store.sessionsElsewhere() }))
        return loop.run()
    }

    @Test func theHomeScreenShowsItsClockTurningAndAPauseThereOnceTheStoreChanges() {
        let fixture = ModelFixture()
        let start = fixture.clock.now()
        fixture.store.elsewhere = [Self.pineOnLaptop(startedAt: start)]
        let terminal = ScriptedTerminal(clock: fixture.clock)
        terminal.canWatch = true
        var readsAtOpen = 0
        terminal.steps = [
            .init(at: 1.5, events: []) {
                readsAtOpen = fixture.store.elsewhereLoadCount
                #expect(GameLoopTests.text(terminal).contains("a pine is growing on laptop · 24:59 left"))
            },
            // No key and no change here: the other device's clock alone wakes the screen.
            .init(at: 10.5, events: []) { #expect(GameLoopTests.text(terminal).contains("24:50 left")) },
            .init(at: 30.2, events: [.filesChanged]) {
                fixture.store.elsewhere = [Self.pineOnLaptop(startedAt: start, pausedAt: fixture.clock.now())]
            },
            .init(at: 30.5, events: []) {
                #expect(GameLoopTests.text(terminal).contains("paused on laptop · 24:00 left"))
                // Read at the change only, never once a second.
                #expect(fixture.store.elsewhereLoadCount == readsAtOpen + 1)
            },
            .init(at: 95, events: []) {
                // And once a minute as a safety net.
                #expect(fixture.store.elsewhereLoadCount == readsAtOpen + 2)
            },
            .init(at: 96, events: [.key(.character("q"))]),
        ]
        #expect(run(fixture, terminal) == .left)
        #expect(readsAtOpen == 1)
    }

    @Test func itNeverBlocksPlantingAndNoKeyActsOnIt() {
        let fixture = ModelFixture()
        let other = Self.pineOnLaptop(startedAt: fixture.clock.now())
        fixture.store.elsewhere = [other]
        let terminal = ScriptedTerminal(clock: fixture.clock)
        terminal.steps = [
            .init(at: 1, events: [.key(.enter)]),
            .init(at: 2, events: [.key(.space)]),
            .init(at: 3, events: [.key(.space)]),
            // Past the grace of the first seconds: giving up withers the tree planted here.
            .init(at: 20, events: [.key(.character("g")), .key(.character("y"))]),
            .init(at: 21.5, events: []) {
                #expect(GameLoopTests.text(terminal).contains("a pine is growing on laptop · 24:39 left"))
            },
            .init(at: 22, events: [.key(.character("q"))]),
        ]
        #expect(run(fixture, terminal) == .left)
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
}
