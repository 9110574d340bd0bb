import Foundation
import GroveCore
import GroveTerminal
import GroveTestSupport
import GroveUI
import Testing

/// `autoStartBreak` and `autoStartFocus` with the game open, on a manual clock: the
/// screen follows the chain the rules start, and rings for what it never showed.
struct AutoStartGameTests {
    private static let bothOn: GroveSettings = {
        var settings = GroveSettings()
        settings.autoStartBreak = true
        settings.autoStartFocus = true
        return settings
    }()

    /// Plays the game to the end of `steps`; `keep` gets the terminal first, for steps that look at it.
    private func play(
        _ fixture: ModelFixture, _ steps: [ScriptedTerminal.Step], screen: ScreenStyle = .full,
        keep: (ScriptedTerminal) -> Void = { _ in }
    ) -> ScriptedTerminal {
        let terminal = ScriptedTerminal(clock: fixture.clock)
        terminal.steps = steps
        keep(terminal)
        let services = GameServices(colorCapability: .monochrome, forestReport: fixture.forestReport, screen: screen)
        _ = GameLoop(model: fixture.model, terminal: terminal, clock: fixture.clock, services: services).run()
        return terminal
    }

    private func quit(at seconds: TimeInterval) -> ScriptedTerminal.Step {
        .init(at: seconds, events: [.key(.character("q"))])
    }

    private func bells(_ terminal: ScriptedTerminal) -> Int {
        terminal.bytes.filter { $0 == 0x07 }.count
    }

    @Test func onTheScreenATreeItsBreakAndTheNextTreeFollowWithoutAKey() throws {
        let fixture = ModelFixture(settings: Self.bothOn)
        fixture.model.startSession()
        var duringTheBreak = VirtualScreen(width: 80, height: 24)
        var terminal: ScriptedTerminal?
        terminal = play(fixture, [
            .init(at: 1510, events: []) { duringTheBreak.apply(terminal?.bytes ?? []) },
            quit(at: 1500 + 300 + 10),
        ], keep: { terminal = $0 })
        let shown = try #require(terminal)
        var atTheEnd = VirtualScreen(width: 80, height: 24)
        atTheEnd.apply(shown.bytes)
        #expect(fixture.store.finished.map(\.kind) == [.focus, .break])
        #expect(fixture.store.finished.allSatisfy { $0.state == .completed })
        let next = try #require(fixture.store.live.session)
        #expect((next.kind, next.species, next.tag) == (.focus, "oak", "focus"))
        // The tree and the break each rang once, though neither outcome was shown.
        #expect(bells(shown) == 2)
        #expect(duringTheBreak.shows("Your oak has grown: 25 min of focus. Your 5-minute break has begun by"))
        #expect(atTheEnd.shows("Break over. A new oak (focus) was planted by itself: 25 minutes."))
        // `q` leaves with the new tree growing.
        #expect(fixture.store.live.session?.state == .active)
    }

    @Test func leavingDuringTheBreakLeavesTheBreakAndTheChainGoing() throws {
        let fixture = ModelFixture(settings: Self.bothOn)
        fixture.model.startSession()
        _ = play(fixture, [quit(at: 1500 + 60)])
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
        let rules = SessionRules(settings: Self.bothOn)
        let terminal = play(fixture, [
            .init(at: 1500, events: []) {
                let record = rules.apply(.settle, to: fixture.store.live, at: fixture.clock.now(), newSessionID: "rest").record
                fixture.store.simulateOutsideChange(record)
            },
            quit(at: 1510),
        ])
        #expect(fixture.model.session?.id == "rest")
        #expect(bells(terminal) == 1)
    }

    @Test func inPlainModeTheChainIsToldAndOffersNoChoice() {
        let fixture = ModelFixture(settings: Self.bothOn)
        fixture.model.startSession()
        let terminal = play(fixture, [quit(at: 1500 + 300 + 10)], screen: .plain)
        let lines = String(decoding: terminal.bytes.filter { $0 != 0x07 }, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(Array(lines.suffix(8)) == [
            "The oak has 1 minute left.",
            "Your oak has grown: 25 minutes of focus.",
            "You earned First sprout.",
            "Your 5-minute break has begun by itself.",
            "Your break has 1 minute left.",
            "Your break is over.",
            "A new oak (focus) was planted by itself: 25 minutes.",
            "You left grove, and the oak keeps growing: 25 minutes left.",
        ])
        #expect(!lines.contains { $0.hasPrefix("Press b") })
    }
}
