import Foundation
import GroveCore
import GroveTerminal
import GroveTestSupport
import GroveUI
import Testing

/// The game in plain mode, on a manual clock: the same model, keys and wakes as the full screen, told in sentences; the
/// loop on a scripted terminal, the rules on the game model alone.
struct PlainGameTests {
    /// Runs the plain game until its script ends; returns the exit, the terminal and the lines written.
    private func play(_ fixture: ModelFixture, _ steps: [ScriptedTerminal.Step]) -> (GameExit, ScriptedTerminal, [String]) {
        let terminal = ScriptedTerminal(clock: fixture.clock)
        terminal.steps = steps
        let services = GameServices(colorCapability: .monochrome, forestReport: fixture.forestReport, screen: .plain)
        let exit = GameLoop(model: fixture.model, terminal: terminal, clock: fixture.clock, services: services).run()
        return (exit, terminal, Self.lines(terminal.bytes))
    }

    /// The lines written, without the bell, which is a sound and not text.
    private static func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes.filter { $0 != 0x07 }, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    private func key(_ at: TimeInterval, _ key: Key) -> ScriptedTerminal.Step {
        .init(at: at, events: [.key(key)])
    }

    @Test func aWholeTreeAndItsBreakAreToldOnceEachInSentences() {
        let fixture = ModelFixture()
        let (exit, terminal, lines) = play(fixture, [
            key(1, .enter),
            key(1600, .character("b")),
            key(2000, .character("q")),
        ])
        #expect(exit == .left)
        #expect(terminal.calls == ["enterLines", "leave"])
        #expect(lines == [
            "No tree is growing.",
            "Press enter to plant an oak for 25 minutes.",
            "Keys: enter plants an oak, o plants one that counts up, s or the arrows pick the species, f reads your forest, q leaves, ? lists the keys again.",
            "You planted an oak (focus) for 25 minutes.",
            "The oak is a sapling: 20 minutes left.",
            "The oak is a young tree: 15 minutes left.",
            "The oak is a tall tree: 10 minutes left.",
            "The oak is almost grown: 5 minutes left.",
            "The oak has 1 minute left.",
            "Your oak has grown: 25 minutes of focus.",
            "You earned First sprout.",
            "Press b for your 5-minute break, or n to plant another oak.",
            "Your 5-minute break has begun.",
            "Your break has 1 minute left.",
            "Break over.",
            "Press enter to plant an oak for 25 minutes.",
            "You left grove.",
        ])
        #expect(!terminal.bytes.contains(0x1B))
        // The tree and the break each rang once.
        #expect(terminal.bytes.filter { $0 == 0x07 }.count == 2)
    }

    /// The game model in plain mode on `fixture`.
    private func plain(_ fixture: ModelFixture) -> GameDriver {
        GameDriver(fixture, services: GameServices(colorCapability: .monochrome, forestReport: fixture.forestReport, screen: .plain))
    }

    /// Plays a tree of `minutes` on the manual clock to its end; returns the lines told while it grew.
    private func growingLines(minutes: Int) -> [String] {
        let fixture = ModelFixture()
        var plan = SessionPlan.focus(GroveSettings(), speed: .normal)
        plan.plannedSeconds = TimeInterval(minutes * 60)
        fixture.model.startSession(plan)
        var game = plain(fixture)
        game.play(until: TimeInterval(minutes * 60 + 5))
        return Array(game.said.drop { !$0.hasPrefix("Keys:") }.dropFirst().prefix { !$0.hasPrefix("Your oak has grown") })
    }

    @Test func aTwoMinuteTreeSaysOneMinuteLeftOnce() {
        #expect(growingLines(minutes: 2) == [
            "The oak is a sapling: 2 minutes left.",
            "The oak is a young tree: 1 minute left.",
            "The oak is a tall tree: 48 seconds left.",
            "The oak is almost grown: 24 seconds left.",
        ])
    }

    /// A stage that begins a little before the last minute or a mark of five minutes already
    /// tells that time; the mark does not tell it again.
    @Test(arguments: [(2, "1 minute"), (5, "1 minute"), (7, "1 minute"), (9, "5 minutes"), (13, "5 minutes"), (24, "5 minutes")])
    func aShortTreeTellsEachTimeLeftOnce(minutes: Int, time: String) {
        let lines = growingLines(minutes: minutes)
        #expect(lines.filter { $0.hasSuffix(": \(time) left.") || $0.hasSuffix(" has \(time) left.") }.count == 1, "\(lines)")
        #expect(lines.filter { $0.hasPrefix("The oak is ") }.count == 4, "\(lines)")
    }

    @Test func theKeysWorkAsOnTheScreenAndEachSaysWhatItDid() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        var game = plain(fixture)
        for (at, key) in [
            (1, Key.character("?")), (2, .space), (3, .enter), (3.5, .character("x")), (4, .space), (5, .character("b")), (20, .character("g")),
            (21, .character("n")), (22, .character("g")), (23, .character("y")), (24, .character("q")),
        ] {
            game.play(until: TimeInterval(at))
            game.press(key)
        }
        game.close()
        #expect(game.said == [
            "An oak (focus) is growing: it is a sprout, 25 minutes left.",
            "Keys: space pauses, + adds 5 min, g gives up, f reads your forest, q leaves with the tree growing, ? lists the keys again.",
            "Keys: space pauses, + adds 5 min, g gives up, f reads your forest, q leaves with the tree growing, ? lists the keys again.",
            "You paused the oak: 25 minutes left.",
            "Paused. Type what interrupted you, one word such as call, then press enter; enter alone skips, space resumes.",
            "You resumed the oak: 25 minutes left.",
            "Give up the oak? It will wither. Press y to give up, or n to keep it growing.",
            "The oak keeps growing.",
            "Give up the oak? It will wither. Press y to give up, or n to keep it growing.",
            "Your oak withered after 21 seconds of focus.",
            "Interrupted 1 time.",
            "Press n to plant another oak.",
            "You left grove.",
        ])
    }

    @Test func aRefusedKeySaysWhyEveryTime() {
        let fixture = ModelFixture()
        var game = plain(fixture)
        for (at, key) in [(1, Character("o")), (2, "g"), (3, "y")] {
            game.play(until: TimeInterval(at))
            game.press(.character(key))
        }
        // Given up at once, the planting is cancelled; the notice says so, once.
        #expect(game.said.filter { $0.hasPrefix("Planting cancelled") }.count == 1)
        #expect(game.said.contains("You planted an oak (focus), counting up: press d when you are done, grown after 10 minutes."))
    }

    @Test func aChangeFromAnotherShellSaysSo() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        var game = plain(fixture)
        game.play(until: 60)
        GameModelTests.elsewhere(fixture, .pause)
        game.report(.filesChanged)
        game.play(until: 120)
        GameModelTests.elsewhere(fixture, .giveUp)
        game.report(.filesChanged)
        #expect(game.said.contains("The oak was paused from another shell: 24 minutes left."))
        #expect(game.said.contains("Your oak was given up from another shell and withered after 1 minute of focus."))
    }

    @Test func nothingIsWrittenWhileOnlyTheClockTurns() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let terminal = ScriptedTerminal(clock: fixture.clock)
        var writes = 0
        terminal.steps = [
            .init(at: 1, events: []) { [unowned terminal] in writes = terminal.written.count },
            .init(at: 299, events: []) { [unowned terminal] in
                // Every second woke the loop, as on the full screen; not one sentence came of it.
                #expect(terminal.written.count == writes)
                #expect(terminal.waits.count > 250)
            },
            key(300, .character("q")),
        ]
        let services = GameServices(colorCapability: .monochrome, forestReport: fixture.forestReport, screen: .plain)
        _ = GameLoop(model: fixture.model, terminal: terminal, clock: fixture.clock, services: services).run()
    }

    @Test func theForestIsReadInWordsAndItsKeysMoveIt() {
        let fixture = ModelFixture()
        let (_, _, lines) = play(fixture, [
            key(1, .character("f")),
            key(2, .character("d")),
            key(3, .character("q")),
            key(4, .character("q")),
        ])
        #expect(lines.contains { $0.hasPrefix("Your forest in the week of ") })
        #expect(lines.contains { $0.hasPrefix("Keys: the left and right arrows") })
        #expect(lines.contains { $0.hasPrefix("Your forest on ") })
        #expect(lines.contains("No trees on this day."))
        #expect(lines.contains("Back to the game."))
    }

    @Test func suspendedAndBackTheGameSaysWhereThingsStandAgain() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        let (_, terminal, lines) = play(fixture, [key(100, .controlZ), key(700, .character("q"))])
        #expect(terminal.calls == ["enterLines", "suspend", "leave"])
        #expect(lines.filter { $0.hasPrefix("An oak (focus) is growing") } == [
            "An oak (focus) is growing: it is a sprout, 25 minutes left.",
            "An oak (focus) is growing: it is a sprout, 23 minutes left.",
        ])
        #expect(lines.contains("The oak is a sapling: 20 minutes left."))
    }
}
