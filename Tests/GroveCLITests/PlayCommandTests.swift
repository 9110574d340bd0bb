import Foundation
import Testing
import GroveCore

@Suite("grace, count-up, the daily goal and notes from the command line")
struct PlayCommandTests {
    @Test func givingUpInTheFirstSecondsCancelsThePlanting() {
        let harness = CLIHarness()
        harness.run("plant", "--detach")
        harness.clock.advance(by: 9)
        #expect(harness.run("give-up", "--yes") == 0)
        #expect(harness.output.hasPrefix("Planting cancelled"))
        #expect(!harness.output.contains("withered after"))
        #expect(harness.repository.finished.isEmpty)
        #expect(harness.hooks.events == [.planted, .cancelled])
        harness.run("history")
        #expect(harness.output.hasPrefix("No finished sessions yet"))
    }

    @Test func aCountUpCountsUpInStatusAndEndsWithDone() throws {
        let harness = CLIHarness()
        #expect(harness.run("plant", "--open", "--tag", "code") == 0)
        #expect(harness.output.contains("counting up"))
        harness.clock.advance(by: 754)
        harness.run("status")
        #expect(harness.output == "⡆ +12:34 code\n")
        let json = try harness.statusJSON()
        #expect(json["mode"] as? String == "open")
        #expect(json["elapsed"] as? Int == 754)
        #expect(json["stage"] as? Int == 3)
        harness.run("status", "--format", "{mode} {countdown} {elapsed} {stage}")
        #expect(harness.output == "open +12:34 754 3\n")

        #expect(harness.run("done") == 0)
        #expect(harness.output.contains("has grown: 12 min of focus"))
        let finished = try #require(harness.repository.finished.first)
        #expect(finished.mode == .open)
        #expect(finished.state == .completed)
        #expect(finished.focusedSeconds == 754)
        harness.run("history", "--json")
        #expect(harness.output.contains(#""mode":"open""#))
    }

    @Test func aCountUpEndedEarlyWithers() {
        let harness = CLIHarness()
        harness.run("plant", "--open")
        harness.clock.advance(by: 300)
        harness.run("pause")
        #expect(harness.output == "Paused at +05:00 of focus. Resume with: grove resume\n")
        harness.clock.advance(by: 100)
        harness.run("resume")
        #expect(harness.output.hasPrefix("Resumed at +05:00 of focus"))
        harness.clock.advance(by: 60)
        #expect(harness.run("done") == 0)
        #expect(harness.output.contains("withered after 6 min"))
        #expect(harness.repository.finished.map(\.state) == [.abandoned])
    }

    /// Issue 33.8: `grove done` tells how the tree ended, so it saves the end as seen in the same save: a game screen in
    /// another terminal never glimpses it unseen, and so shows it as ended elsewhere, grown or withered.
    @Test(arguments: [660.0, 120.0])
    func doneSavesTheEndAsSeenInOneSave(after seconds: TimeInterval) throws {
        let harness = CLIHarness()
        try harness.writeConfig(#"{"dailyGoal": 1}"#)
        harness.run("plant", "--open")
        harness.clock.advance(by: seconds)
        let saves = harness.repository.savedCount
        #expect(harness.run("done") == 0)
        #expect(harness.repository.savedCount == saves + 1)
        #expect(harness.repository.live.outcomeSeen)
        #expect(harness.output.contains("Daily goal reached: 1 tree today.") == (seconds >= 600), "\(harness.output)")
    }

    /// Issue 33.16: a tree grown at another speed is told so, and that it earns nothing.
    @Test func aTreeDoneAtAnotherSpeedSaysItEarnsNothing() {
        let harness = CLIHarness()
        harness.run("plant", "--open", "--speed", "60")
        harness.clock.advance(by: 11)
        #expect(harness.run("done") == 0)
        #expect(harness.output.contains("Your oak has grown: 11 min of focus at speed ×60, which earns nothing."), "\(harness.output)")
    }

    /// Issue 23.15: a count-up 2.5 s in reads 00:02 in pause, resume and status alike.
    @Test func aCountUpReadsTheSameSecondEverywhere() {
        let harness = CLIHarness()
        harness.run("plant", "--open", "--detach")
        harness.clock.advance(by: 2.5)
        harness.run("pause")
        #expect(harness.output == "Paused at +00:02 of focus. Resume with: grove resume\n")
        harness.run("status")
        #expect(harness.output == "⡀ +00:02 focus (paused)\n")
        harness.clock.advance(by: 10)
        harness.run("resume")
        #expect(harness.output.hasPrefix("Resumed at +00:02 of focus"))
        harness.clock.advance(by: 0.9)
        harness.run("status")
        #expect(harness.output == "⡀ +00:03 focus\n")
    }

    @Test func theStatusJSONOfACountdownSaysSo() throws {
        let harness = CLIHarness()
        harness.run("plant")
        #expect(try harness.statusJSON()["mode"] as? String == "countdown")
        #expect(try harness.statusJSON()["note"] is NSNull)
    }

    @Test func doneAndOpenMisusesAreRefused() {
        let harness = CLIHarness()
        #expect(harness.run("done") == 1)
        #expect(harness.errors.contains("grove plant --open"))
        #expect(harness.run("plant", "--open", "--minutes", "30") == 2)
        harness.run("plant")
        #expect(harness.run("done") == 1)
        #expect(harness.errors.contains("countdown"))
    }

    @Test func notesGoFromPlantAndNoteIntoStatusAndHistory() throws {
        let harness = CLIHarness()
        #expect(harness.run("plant", "--note", "first draft") == 0)
        #expect(try harness.statusJSON()["note"] as? String == "first draft")
        #expect(harness.run("note", "chapter 3, \"the river\"") == 0)
        #expect(harness.output == "Noted.\n")
        harness.run("status", "--format", "{note}")
        #expect(harness.output == "chapter 3, \"the river\"\n")
        harness.clock.advance(by: 1500)
        harness.run("history", "--json")
        #expect(harness.output.contains(#""note":"chapter 3, \"the river\"""#))
        harness.run("history", "--csv")
        #expect(harness.outputLines.last?.hasSuffix(#",countdown,"chapter 3, ""the river""",,,,,,,,,"#) == true)
        harness.run("history")
        #expect(harness.output.contains("“chapter 3, \"the river\"”"))
    }

    @Test func aNoteOfSeveralWordsNeedsNoQuotes() {
        let harness = CLIHarness()
        harness.run("plant")
        #expect(harness.run("note", "fix", "the", "bug") == 0, "\(harness.errors)")
        #expect(harness.repository.live.session?.note == "fix the bug")
        #expect(harness.run("note", "--", "-v", "flag") == 0, "\(harness.errors)")
        #expect(harness.repository.live.session?.note == "-v flag")
    }

    @Test func notesAreAtMostTwoHundredCharacters() {
        let harness = CLIHarness()
        #expect(harness.run("plant", "--note", String(repeating: "n", count: 201)) == 2)
        #expect(harness.repository.live.session == nil)
        #expect(harness.run("note", "no tree") == 1)
        harness.run("plant", "--note", String(repeating: "n", count: 200))
        #expect(harness.run("note", String(repeating: "n", count: 201)) == 2)
        #expect(harness.repository.live.session?.note?.count == 200)
        #expect(harness.run("note", "") == 0)
        #expect(harness.repository.live.session?.note == nil)
    }

    @Test func todayAndTheGoalInTheStatusLine() throws {
        let harness = CLIHarness()
        try harness.writeConfig(#"{"dailyGoal": 2}"#)
        harness.run("status", "--format", "{today}/{goal}")
        #expect(harness.output == "0/2\n")
        harness.run("plant")
        harness.clock.advance(by: 1500)
        harness.run("status", "--format", "{today}/{goal} {glyph}")
        #expect(harness.output == "1/2 \n")
        // A tree at another speed earns nothing, the goal included.
        harness.run("plant", "--speed", "60")
        harness.clock.advance(by: 25)
        harness.run("status", "--format", "{today}/{goal}")
        #expect(harness.output == "1/2\n")
        harness.run("plant", "--open")
        harness.clock.advance(by: 660)
        harness.run("done")
        #expect(harness.output.contains("Daily goal reached: 2 trees today."))
        #expect(harness.hooks.events.filter { $0 == .goalReached }.count == 1)
        harness.run("status", "--format", "{today}/{goal}")
        #expect(harness.output == "2/2\n")
        harness.clock.advance(by: 86_400)
        harness.run("status", "--format", "{today}/{goal}")
        #expect(harness.output == "0/2\n")
    }

    @Test func theForestMarksTheDaysThatMetTheGoal() throws {
        let harness = CLIHarness()
        try harness.writeConfig(#"{"dailyGoal": 2}"#)
        harness.clock.set(Date(timeIntervalSince1970: 1_763_636_400))  // Thu 2025-11-20 11:00 UTC
        for _ in 0..<2 {
            harness.run("plant")
            harness.clock.advance(by: 1500)
            harness.run("status")
        }
        harness.clock.advance(by: 86_400)
        harness.run("plant")
        harness.clock.advance(by: 1500)
        harness.run("status")
        harness.run("forest", "--json", "--date", "2025-11-20")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(harness.output.utf8)) as? [String: Any])
        #expect(json["dailyGoal"] as? Int == 2)
        #expect(json["goalDays"] as? Int == 1)
        let days = try #require(json["days"] as? [[String: Any]])
        #expect(days.map { $0["goalMet"] as? Bool } == [false, false, false, true, false, false, false])
        harness.run("forest", "--date", "2025-11-20")
        #expect(harness.output.contains("Thu 20★"))
        #expect(harness.output.contains("goal ★ met 1 d · 2 a day"))
    }

    @Test func anOlderExportWithoutModeAndNoteImportsAndAHalfNewOneIsRefused() throws {
        let harness = CLIHarness()
        let old = #"""
            [{"id":"00000000-0000-4000-8000-00000000000a","kind":"focus","state":"completed","startedAt":"2025-11-20T09:00:00Z","endedAt":"2025-11-20T09:25:00Z",
              "plannedSeconds":1500,"focusedSeconds":1500,"pausedSeconds":0,"tag":"t","species":"oak","speed":1}]
            """#
        let path = "\(harness.configFolder)/old.json"
        try Data(old.utf8).write(to: URL(fileURLWithPath: path))
        #expect(harness.run("import", path) == 0, "\(harness.errors)")
        #expect(harness.repository.finished.first?.mode == .countdown)

        let half = old.replacingOccurrences(of: #"000a","#, with: #"000b","mode":"open","#)
        try Data(half.utf8).write(to: URL(fileURLWithPath: path))
        #expect(harness.run("import", path) == 1)
        #expect(harness.errors.contains("note"))
    }
}
