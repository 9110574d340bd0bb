import Foundation
import GroveCore
import GroveTestSupport
import Testing

/// Plain mode and the flow that runs itself, from the command line and the waiter.
@Suite("plain mode and the flow, from the command line")
struct PlainAndFlowCommandTests {
    @Test(arguments: [
        (["status", "--plain"], [:]),
        (["--plain", "status"], [:]),
        (["status"], ["ACCESSIBLE": "1"]),
        (["status"], ["ACCESSIBLE": "yes"]),
    ] as [([String], [String: String])])
    func plainModeIsAskedForByTheOptionOrTheEnvironment(arguments: [String], environment: [String: String]) {
        let harness = CLIHarness()
        #expect(harness.run(arguments, environment: environment) == 0)
        #expect(harness.output == "No tree is growing.\n")
    }

    @Test func accessibleSetToZeroOrEmptyLeavesTheGlyphs() {
        let harness = CLIHarness()
        harness.run(["status"], environment: ["ACCESSIBLE": "0"])
        #expect(harness.output == "no tree growing\n")
        harness.run(["status"], environment: ["ACCESSIBLE": ""])
        #expect(harness.output == "no tree growing\n")
    }

    @Test func theConfigCanMakeEveryScreenPlain() throws {
        let harness = CLIHarness()
        try harness.writeConfig(#"{"screen": "plain"}"#)
        harness.run("plant", "--minutes", "25", "--tag", "writing")
        harness.clock.advance(by: 400)
        harness.run("status")
        #expect(harness.output == "The oak (writing) is a sapling: 18 minutes left.\n")
        harness.run("config")
        #expect(harness.output.contains("  screen            plain"))
    }

    @Test func plantOpensThePlainGameEvenOnADumbTerminal() throws {
        let harness = CLIHarness()
        harness.isTerminal = true
        let terminal = GameCompositionTests.WaitingTerminal(clock: harness.clock, leaveAfter: 301)
        harness.gameTerminal = terminal
        #expect(harness.run(["--plain"], environment: ["TERM": "dumb"]) == 0)
        #expect(terminal.calls == ["enterLines", "leave"])
        let lines = String(decoding: terminal.written, as: UTF8.self).split(separator: "\n")
        #expect(lines.first == "No tree is growing.")
        #expect(lines.last == "You left grove.")
        #expect(!terminal.written.contains(0x1B))
    }

    @Test func aDumbTerminalSaysItCannotDrawAndPointsToPlain() throws {
        let harness = CLIHarness()
        harness.isTerminal = true
        let terminal = GameCompositionTests.WaitingTerminal(clock: harness.clock, leaveAfter: 1)
        harness.gameTerminal = terminal
        #expect(harness.run([], environment: ["TERM": "dumb"]) == 0)
        #expect(terminal.calls.isEmpty)
        #expect(harness.errors.contains("TERM=dumb") && harness.errors.contains("--plain"), "\(harness.errors)")
        #expect(!harness.errors.contains("interactive"), "\(harness.errors)")
        #expect(harness.output == "no tree growing\n")
    }

    @Test func statusSaysWhatStartsByItself() throws {
        let harness = CLIHarness()
        try harness.writeConfig(#"{"autoStartBreak": true, "autoStartFocus": true}"#)
        harness.run("plant")
        harness.run("status")
        #expect(harness.output == "⡀ 25:00 focus, then a break\n")
        harness.run("status", "--plain")
        #expect(harness.output == "The oak (focus) is a sprout: 25 minutes left, then a break.\n")
        #expect(try harness.statusJSON()["next"] as? String == "break")
        harness.run("status", "--format", "{kind} then {next}")
        #expect(harness.output == "focus then break\n")

        harness.clock.advance(by: 1500)
        harness.run("status", "--plain")
        #expect(harness.output == "Your break is running: 5 minutes left, then an oak.\n")
        #expect(try harness.statusJSON()["next"] as? String == "focus")
    }

    @Test func withoutTheSettingsNothingComesNext() throws {
        let harness = CLIHarness()
        harness.run("plant")
        #expect(try harness.statusJSON()["next"] is NSNull)
        harness.run("status")
        #expect(harness.output == "⡀ 25:00 focus\n")
    }

    @Test func doneOnAGrownCountUpTellsTheTreeThenTheBreakThatBegan() throws {
        let harness = CLIHarness()
        try harness.writeConfig(#"{"autoStartBreak": true}"#)
        harness.run("plant", "--open")
        harness.clock.advance(by: 720)
        #expect(harness.run("done") == 0)
        #expect(harness.outputLines == [
            "Your oak has grown: 12 min of focus. It joins your forest.",
            "Your 5-minute break has begun by itself.",
        ])
        #expect(harness.repository.live.session?.kind == .break)
    }

    @Test func theWaiterCarriesTheChainWithTheScreenClosed() throws {
        let harness = CLIHarness()
        try harness.writeConfig(#"{"autoStartBreak": true, "autoStartFocus": true}"#)
        harness.run("plant", "--minutes", "10", "--tag", "deep", "--species", "pine")
        let tree = try #require(harness.repository.live.session)
        #expect(harness.run("_wait", tree.id) == 0)
        let rest = try #require(harness.repository.live.session)
        #expect(rest.kind == .break)
        // The break's notice is scheduled as any other: the real service starts the next waiter with it.
        #expect(harness.notifications.scheduled.last?.sessionID == rest.id)

        #expect(harness.run("_wait", rest.id) == 0)
        let next = try #require(harness.repository.live.session)
        #expect((next.kind, next.species, next.tag, next.plannedSeconds) == (.focus, "pine", "deep", 600))
        #expect(harness.notifications.scheduled.last?.sessionID == next.id)
        #expect(harness.hooks.events == [.planted, .completed, .breakStarted, .breakEnded, .planted])
        #expect(harness.notifications.announced.map(\.title) == ["Tree planted!", "Break over"])
    }

    @Test func aGiveUpStopsTheChain() throws {
        let harness = CLIHarness()
        try harness.writeConfig(#"{"autoStartBreak": true, "autoStartFocus": true}"#)
        harness.run("plant")
        harness.clock.advance(by: 600)
        harness.run("give-up", "--yes")
        harness.clock.advance(by: 3600)
        harness.run("status")
        #expect(harness.output == "no tree growing\n")
        #expect(harness.repository.finished.map(\.state) == [.abandoned])
    }

    @Test func theForestInWordsHasALineADayThenTheFigures() throws {
        let harness = CLIHarness()
        // Monday 17 November 2025, 09:00 UTC.
        harness.clock.set(Date(timeIntervalSince1970: 1_763_370_000))
        harness.run("plant", "--minutes", "25", "--tag", "writing")
        harness.clock.advance(by: 1500)
        harness.run("status")
        harness.run("plant", "--minutes", "50", "--tag", "study", "--species", "pine")
        harness.clock.advance(by: 600)
        harness.run("give-up", "--yes")
        #expect(harness.run("forest", "--plain", "--week") == 0)
        #expect(harness.outputLines == [
            "Your forest in the week of Monday 17 November 2025.",
            "Monday 17 November: 1 tree grown, 1 withered, 35 minutes of focus.",
            "Tuesday 18 November: no trees.",
            "Wednesday 19 November: no trees.",
            "Thursday 20 November: no trees.",
            "Friday 21 November: no trees.",
            "Saturday 22 November: no trees.",
            "Sunday 23 November: no trees.",
            "In all: 35 minutes of focus, 1 tree grown, 1 withered, 50 percent completed.",
            "Your streak is 1 day; your best is 1 day.",
            "You have 25 coins.",
            "The daily goal of 4 trees was met on 0 days.",
            "The week before had no focus.",
            "The busiest day was Monday 17 November, with 35 minutes of focus.",
            "By tag: writing 25 minutes, study 10 minutes.",
            "Most focus began between 9:00 and 10:00.",
        ])
        #expect(harness.run("forest", "--plain", "--day") == 0)
        #expect(harness.outputLines == [
            "Your forest on Monday 17 November 2025.",
            "At 09:00 an oak grew: 25 minutes of focus (writing).",
            "At 09:25 a pine withered after 10 minutes of focus (study).",
        ] + harness.outputLines.dropFirst(3))
        #expect(harness.run("forest", "--plain", "--year") == 0)
        #expect(harness.outputLines[1] == "November: 1 tree grown, 1 withered, 35 minutes of focus.")
        #expect(!harness.output.contains("\u{1B}"))
    }
}
