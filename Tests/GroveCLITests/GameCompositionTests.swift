import Foundation
import GroveCore
import GroveTerminal
import GroveTestSupport
import GroveUI
import Testing

/// The game screen wired from the same context as every command: the test's
/// repository, notifications, hooks, clock and terminal.
struct GameCompositionTests {
    /// A terminal on which time passes as the game waits, and the person presses
    /// `q` once `leaveAfter` seconds have gone by.
    final class WaitingTerminal: GameTerminal {
        private let clock: ManualClock
        private let leaveAt: Date
        private(set) var calls: [String] = []
        private(set) var written: [UInt8] = []
        private(set) var wakes = 0

        init(clock: ManualClock, leaveAfter: TimeInterval) {
            self.clock = clock
            leaveAt = clock.now().addingTimeInterval(leaveAfter)
        }

        func enter() throws { calls.append("enter") }
        func enterLines() throws { calls.append("enterLines") }
        func leave() { calls.append("leave") }
        func abandon() { calls.append("abandon") }
        func suspend() throws { calls.append("suspend") }
        func size() -> TerminalSize? { TerminalSize(width: 80, height: 24) }
        func write(_ bytes: [UInt8]) throws { written += bytes }
        func watch(_ paths: [String]) -> Bool { false }

        func nextEvents(timeout: Double?) -> [TerminalEvent] {
            let wakeAt = clock.now().addingTimeInterval(timeout ?? 3600)
            guard wakeAt < leaveAt else {
                clock.set(max(clock.now(), leaveAt))
                return [.key(.character("q"))]
            }
            clock.set(wakeAt)
            wakes += 1
            return []
        }
    }

    @Test func plantOpensTheGameWithTheContextsServices() throws {
        let harness = CLIHarness()
        harness.isTerminal = true
        let terminal = WaitingTerminal(clock: harness.clock, leaveAfter: 61)
        harness.gameTerminal = terminal
        #expect(harness.run("plant", "--minutes", "1", "--tag", "deep") == 0)
        #expect(terminal.calls == ["enter", "leave"])
        #expect((58...62).contains(terminal.wakes))
        // The session grew on the context's clock into the context's repository,
        // with the context's hooks and notifications.
        #expect(harness.repository.finished.map(\.state) == [.completed])
        #expect(harness.repository.finished.first?.tag == "deep")
        #expect(harness.hooks.events.first == .planted)
        #expect(harness.hooks.events.contains(.completed))
        #expect(harness.notifications.scheduled.count == 1)
        #expect(harness.notifications.announced.count == 1)
        #expect(String(decoding: terminal.written, as: UTF8.self).contains("deep"))
    }

    /// Issue 33.15: leaving the screen while a tree grows said nothing on the shell. One line says what grows, the time
    /// left and how to come back; leaving with nothing growing says nothing.
    @Test(arguments: [
        (["plant"], "Your oak keeps growing: 20:00 left. Come back with: grove\n"),
        (["plant", "--open", "--species", "pine"], "Your pine keeps growing: +05:00 of focus so far. Come back with: grove\n"),
        ([], ""),
    ])
    func leavingWhileATreeGrowsSaysSoInOneLine(arguments: [String], line: String) {
        let harness = CLIHarness()
        harness.isTerminal = true
        harness.gameTerminal = WaitingTerminal(clock: harness.clock, leaveAfter: 300)
        #expect(harness.run(arguments) == 0)
        #expect(harness.output == line)
    }

    @Test func leavingAPausedTreeOrABreakSaysSoToo() {
        let harness = CLIHarness()
        harness.isTerminal = true
        harness.run("plant", "--detach")
        harness.clock.advance(by: 60)
        harness.run("pause")
        harness.gameTerminal = WaitingTerminal(clock: harness.clock, leaveAfter: 5)
        #expect(harness.run() == 0)
        #expect(harness.output == "Your oak is paused: 24:00 left. Come back with: grove\n")
        harness.run("resume")
        harness.clock.advance(by: 1440)
        harness.run("break")
        harness.gameTerminal = WaitingTerminal(clock: harness.clock, leaveAfter: 60)
        #expect(harness.run() == 0)
        #expect(harness.output == "Your break goes on: 04:00 left. Come back with: grove\n")
    }

    @Test func withoutAScreenTheGameGivesWayToTheStatus() {
        let harness = CLIHarness()
        harness.isTerminal = true
        #expect(harness.run() == 0)
        #expect(harness.output == "no tree growing\n")
    }
}
