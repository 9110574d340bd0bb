import Foundation
import GroveCore
import GroveTestSupport
import GroveTerminal
import GroveUI
import Testing

/// The forest opened in the running game: the session goes on beneath it,
/// and the history is read only when what the forest shows can have changed.
struct ForestInTheGameTests {
    private func play(_ fixture: ModelFixture, _ steps: [ScriptedTerminal.Step], on terminal: ScriptedTerminal) -> GameExit {
        terminal.steps += steps
        let loop = GameLoop(
            model: fixture.model, terminal: terminal, clock: fixture.clock,
            services: GameServices(colorCapability: .truecolor, forestReport: fixture.forestReport))
        return loop.run()
    }

    /// What a person sees now on an 80×24 terminal.
    private func screen(_ terminal: ScriptedTerminal) -> VirtualScreen {
        var screen = VirtualScreen(width: 80, height: 24)
        screen.apply(terminal.bytes)
        return screen
    }

    /// Expects `fragment` on the screen now (or not), showing the screen when it is wrong.
    private func expect(
        _ terminal: ScriptedTerminal, shows fragment: String, _ shown: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let screen = screen(terminal)
        #expect(
            screen.shows(fragment) == shown, "\(shown ? "no" : "a") \(fragment) on\n\(screen.text())",
            sourceLocation: sourceLocation)
    }

    private func key(_ character: Character, at seconds: TimeInterval) -> ScriptedTerminal.Step {
        .init(at: seconds, events: [.key(.character(character))])
    }

    /// A one-minute tree planted at 08:00 on the history's Friday.
    private func growing() throws -> ModelFixture {
        var settings = GroveSettings()
        settings.focusMinutes = 1
        let fixture = ModelFixture(settings: settings)
        _ = try fixture.store.importSessions(ForestHistory.sessions, dryRun: false)
        fixture.model.startSession()
        return fixture
    }

    @Test func theTreeGrowsRingsAndIsThereOnReturn() throws {
        let fixture = try growing()
        let terminal = ScriptedTerminal(clock: fixture.clock)
        let exit = play(fixture, [
            key("f", at: 5),
            .init(at: 6.5, events: []) { [unowned terminal] in
                expect(terminal, shows: "grove forest · week of 2025-11-17")
                expect(terminal, shows: "focus 00:54")
                expect(terminal, shows: "9 grown · 2 withered")
            },
            .init(at: 40.5, events: []) { [unowned terminal] in expect(terminal, shows: "focus 00:20") },
            .init(at: 61, events: []) { [unowned terminal] in
                // Completed beneath the forest, with the bell; the forest now holds the new tree.
                #expect(fixture.model.currentState == .completed)
                #expect(screen(terminal).bells == 1)
                expect(terminal, shows: "✦ your oak has grown")
                expect(terminal, shows: "10 grown")
                expect(terminal, shows: "2 withered")
            },
            key("q", at: 62),
            .init(at: 63, events: []) { [unowned terminal] in
                expect(terminal, shows: "grove forest", false)
                expect(terminal, shows: "Your oak has grown")
            },
            key("q", at: 64),
        ], on: terminal)
        #expect(exit == .left)
        #expect(screen(terminal).bells == 1)
        #expect(fixture.store.finished.filter { $0.id == "session-1" }.map(\.state) == [.completed])
    }

    @Test func aPauseFromAnotherShellShowsInTheForestWithinASecond() throws {
        let fixture = try growing()
        let terminal = ScriptedTerminal(clock: fixture.clock)
        let rules = SessionRules(settings: fixture.model.rules.settings)
        _ = play(fixture, [
            key("f", at: 2),
            .init(at: 10.3, events: []) {
                let record = rules.apply(.pause, to: fixture.store.live, at: fixture.clock.now(), newSessionID: "x").record
                fixture.store.simulateOutsideChange(record)
            },
            .init(at: 11.3, events: []) { [unowned terminal] in expect(terminal, shows: "paused 00:50") },
            key("q", at: 12),
        ], on: terminal)
        #expect(fixture.model.currentState == .paused)
    }

    @Test func theHistoryIsReadOnlyWhenThePeriodOrTheHistoryChanges() throws {
        let fixture = try growing()
        let terminal = ScriptedTerminal(clock: fixture.clock)
        _ = play(fixture, [
            key("f", at: 2),
            // Half a minute of ticks and syncs reads nothing more.
            .init(at: 32, events: []) { #expect(fixture.forestReads == 1) },
            .init(at: 33, events: [.key(.left)]),
            key("d", at: 34),
            key("w", at: 35),
            .init(at: 36, events: [.key(.right)]),
            // → past this week and the range already shown change nothing, so read nothing.
            .init(at: 37, events: [.key(.right), .key(.right), .key(.character("w"))]),
            .init(at: 38, events: []) { #expect(fixture.forestReads == 5) },
            // Another shell imports a tree and recounts the rewards.
            .init(at: 40, events: []) {
                _ = try? fixture.store.importSessions([ForestHistory.tree(ForestHistory.today, 6)], dryRun: false)
                var record = fixture.store.live
                record.rewards.coinsEarned += 25
                fixture.store.simulateOutsideChange(record)
            },
            .init(at: 41.5, events: []) { [unowned terminal] in
                #expect(fixture.forestReads == 6)
                expect(terminal, shows: "25 coins")
                expect(terminal, shows: "10 grown")
                expect(terminal, shows: "2 withered")
            },
            // The tree grows: the history changed.
            .init(at: 62, events: []) { #expect(fixture.forestReads == 7) },
            .init(at: 63, events: [.key(.escape)]),
            // Opened again, the forest reads afresh.
            key("f", at: 64),
            key("q", at: 65),
        ], on: terminal)
        #expect(fixture.forestReads == 8)
    }

    @Test func aMinuteInTheForestWritesLittle() throws {
        let fixture = try growing()
        let terminal = ScriptedTerminal(clock: fixture.clock)
        var writtenWhenOpen = 0
        _ = play(fixture, [
            key("f", at: 1),
            .init(at: 2, events: []) { [unowned terminal] in writtenWhenOpen = terminal.bytes.count },
            .init(at: 58, events: []) { [unowned terminal] in
                // Only the countdown in the corner changes: a few bytes a second.
                #expect(terminal.bytes.count - writtenWhenOpen < 3000, "\(terminal.bytes.count - writtenWhenOpen) bytes")
            },
            key("q", at: 59),
        ], on: terminal)
    }

    @Test func anUnreadableHistoryIsSaidAndTheGameGoesOn() throws {
        let fixture = try growing()
        fixture.historyProblem = "history/2025-11.json is not JSON"
        let terminal = ScriptedTerminal(clock: fixture.clock)
        _ = play(fixture, [
            key("f", at: 2),
            .init(at: 3, events: []) { [unowned terminal] in
                expect(terminal, shows: "The forest cannot be read: history/2025-11.json is not JSON")
            },
            key("q", at: 4),
            .init(at: 5, events: []) { [unowned terminal] in expect(terminal, shows: "space pause") },
            key("q", at: 6),
        ], on: terminal)
        #expect(fixture.model.currentState == .active)
    }
}
