import Foundation
import Testing

/// Plain mode and the flow that runs itself, with the real binary at `--speed 60`.
@Suite(.serialized) struct PlainEndToEndTests {
    /// Ten-minute trees and five-minute breaks at speed 60: ten and five seconds, time for a
    /// busy machine to tell each line, with stages (every two minutes) apart from the marks
    /// of five minutes.
    static let config = #"{"focusMinutes": 10, "breakMinutes": 5}"#

    /// The lines written, the bell (a sound) taken out.
    private static func lines(_ output: [UInt8]) -> [String] {
        output.filter { $0 != 0x07 && $0 != 0x0D }.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aFocusABreakAndAFocusAreToldInSentencesWithoutAnEscape() throws {
        let game = try GameInATerminal(config: Self.config)
        try game.start(["--speed", "60"], environment: ["ACCESSIBLE": "1"])
        game.waitForOutput("Keys: enter plants an oak")

        game.type("\r")
        game.waitForOutput("You planted an oak (focus) for 10 minutes.")
        game.waitForOutput("Press b for your 5-minute break, or n to plant another oak.")
        game.type("b")
        game.waitForOutput("Your 5-minute break has begun.")
        game.waitForOutput("Break over.")

        game.type("n")
        game.waitForOutput("The oak is a sapling: 8 minutes left.", times: 2)
        game.type(" ")
        game.waitForOutput("You paused the oak")
        game.type("?")
        game.waitForOutput("Keys: space resumes")
        game.type(" ")
        game.waitForOutput("You resumed the oak")
        game.type("q")
        #expect(game.waitForExit() == 0)
        #expect(game.terminalIsRestored)

        #expect(!game.output.contains(0x1B), "an escape byte was written")
        let lines = Self.lines(game.output)
        for line in lines {
            #expect(line.first?.isUppercase == true && (line.hasSuffix(".") || line.hasSuffix("?")), "not a sentence: \(line)")
        }
        // Each milestone of the first tree and of the break, exactly once, in order.
        let secondTree = lines.firstIndex(of: "Break over.").map { $0 + 1 } ?? lines.endIndex
        let milestones = [
            "You planted an oak (focus) for 10 minutes.",
            "The oak is a sapling: 8 minutes left.",
            "The oak is a young tree: 6 minutes left.",
            "The oak has 5 minutes left.",
            "The oak is a tall tree: 4 minutes left.",
            "The oak is almost grown: 2 minutes left.",
            "The oak has 1 minute left.",
            // Trees at another speed earn nothing, no achievement either, and are told so.
            "Your oak has grown: 10 minutes of focus at speed ×60, which earns nothing.",
            "Press b for your 5-minute break, or n to plant another oak.",
            "Your 5-minute break has begun.",
            "Your break has 1 minute left.",
            "Break over.",
        ]
        let told = lines[..<secondTree].filter { line in !line.hasPrefix("Keys:") && !line.hasPrefix("No tree") && !line.hasPrefix("Press enter") }
        #expect(told == milestones)
        #expect(lines[secondTree...].filter { $0 == "The oak is a sapling: 8 minutes left." }.count == 1)
        #expect(lines.last?.hasPrefix("You left grove, and the oak keeps growing") == true)

        // `q` left the tree growing; the waiter completes it.
        let grove = try GroveBinary(sandbox: game.sandbox, device: GameInATerminal.device)
        #expect(try grove.status()["state"] as? String == "active")
        #expect(eventually(within: 30) { ((try? grove.history()) ?? []).count == 3 })
    }

    @Test func withTheScreenClosedTheWaiterRunsTheChainUntilAGiveUp() throws {
        let sandbox = try Sandbox()
        try Data(#"{"autoStartBreak": true, "autoStartFocus": true, "breakMinutes": 1}"#.utf8)
            .write(to: URL(fileURLWithPath: "\(sandbox.config)/grove/config.json"))
        try sandbox.installRecordingHook("break-started")
        let grove = try GroveBinary(sandbox: sandbox)
        #expect(try grove.run(["plant", "--minutes", "1", "--tag", "deep", "--speed", "60"]).status == 0)
        // One second of tree, one of break, then the next tree of the same tag: all by the waiter.
        #expect(eventually(within: 30) {
            let kinds = ((try? grove.history()) ?? []).compactMap { $0["kind"] as? String }
            return kinds.count >= 3 && Array(kinds.prefix(3)) == ["focus", "break", "focus"]
        })
        #expect(sandbox.hookRecord("break-started") != nil)
        let third = try #require(try grove.history().dropFirst(2).first)
        #expect(third["tag"] as? String == "deep")
        #expect(third["plannedSeconds"] as? Int == 60)
        #expect(try grove.status()["state"] as? String == "active")
        #expect(try grove.run(["give-up", "--yes"]).status == 0)
        let settled = try grove.history().count
        Thread.sleep(forTimeInterval: 3)
        #expect(try grove.status()["state"] as? String == "none")
        #expect(try grove.history().count == settled)
    }
}
