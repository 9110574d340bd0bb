import Foundation
import Testing
import GroveCore

@Suite("grove history")
struct HistoryCommandTests {
    /// Three sessions on three days: grown (code), withered (write), grown (code).
    func harnessWithThreeDays() -> CLIHarness {
        let harness = CLIHarness()
        harness.clock.set(Date(timeIntervalSince1970: 1_763_636_400))  // 2025-11-20 11:00 UTC
        harness.run("plant", "--tag", "code")
        harness.clock.advance(by: 1500)
        harness.run("status")
        harness.clock.advance(by: 86_400)
        harness.run("plant", "--tag", "write")
        harness.clock.advance(by: 120)
        harness.run("give-up", "--yes")
        harness.clock.advance(by: 86_400)
        harness.run("plant", "--tag", "code", "--speed", "60")
        harness.clock.advance(by: 25)
        harness.run("status")
        return harness
    }

    @Test(arguments: [
        (["--tag", "nope"], "No sessions match --tag nope."),
        (["--since", "2030-01-01"], "No sessions match --since 2030-01-01."),
        (["--until", "2020-01-01", "--tag", "code"], "No sessions match --until 2020-01-01 --tag code."),
    ])
    func anEmptyFilterSaysNothingMatchesIt(filter: [String], message: String) {
        let harness = harnessWithThreeDays()
        #expect(harness.run(["history"] + filter) == 0)
        #expect(harness.output == message + "\n", "\(harness.output)")
        #expect(harness.run(["history", "--json"] + filter) == 0)
        #expect(harness.output == "[]\n")
    }

    @Test func anEmptyHistorySaysHowToStart() {
        let harness = CLIHarness()
        #expect(harness.run("history") == 0)
        #expect(harness.output == "No finished sessions yet. Plant one with: grove plant\n")
    }

    @Test func jsonListsEveryFinishedSession() throws {
        let harness = harnessWithThreeDays()
        #expect(harness.run("history", "--json", environment: ["TZ": "UTC"]) == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(harness.output.utf8)) as? [[String: Any]])
        #expect(array.count == 3)
        #expect(array.map { $0["state"] as? String } == ["completed", "abandoned", "completed"])
        #expect(array.map { $0["focusedSeconds"] as? Int } == [1500, 120, 1500])
        #expect(array.last?["speed"] as? Int == 60)
        #expect(Set(array[0].keys) == Set([
            "id", "kind", "state", "startedAt", "endedAt", "plannedSeconds", "focusedSeconds", "pausedSeconds", "tag",
            "species", "speed", "mode", "note",
        ]))
        #expect(array[0]["startedAt"] as? String == "2025-11-20T11:00:00Z")
    }

    /// A count-up at speed 7 ended after 100.123456789 wall seconds: 700.864197523 seconds of focus, as stored.
    func harnessWithFractionalFocus() -> CLIHarness {
        let harness = CLIHarness()
        harness.clock.set(Date(timeIntervalSince1970: 1_763_636_400))  // 2025-11-20 11:00 UTC
        harness.run("plant", "--open", "--speed", "7")
        harness.clock.advance(by: 100.123456789)
        harness.run("done")
        return harness
    }

    @Test func secondsArePrintedToTheMillisecondAndImportBackAsPrinted() throws {
        let harness = harnessWithFractionalFocus()
        #expect(harness.repository.finished.first?.focusedSeconds ?? 0 > 700.8641975)
        harness.run("history", "--json")
        let json = harness.output
        #expect(json.contains(#""focusedSeconds":700.864,"#), "\(json)")
        #expect(json.contains(#""plannedSeconds":700.864,"#), "\(json)")
        harness.run("history", "--csv")
        let csv = harness.output
        #expect(csv.contains(",700.864,700.864,0,"), "\(csv)")

        for export in [json, csv] {
            let target = CLIHarness()
            target.clock.set(harness.clock.now())
            #expect(target.run("import", try target.writeFile(export, named: "export")) == 0, "\(target.errors)")
            #expect(target.repository.finished.map(\.focusedSeconds) == [700.864])
            target.run("history", export == json ? "--json" : "--csv")
            #expect(target.output == export)
        }
    }

    @Test func csvHasAHeaderAndTheSameFields() {
        let harness = harnessWithThreeDays()
        harness.run("history", "--csv")
        let lines = harness.outputLines
        #expect(lines.first == "id,kind,state,startedAt,endedAt,plannedSeconds,focusedSeconds,pausedSeconds,tag,species,speed,mode,note,with,gaveUp,extendedSeconds,logged,project,branch,commits,interruptions,interruptedBy")
        #expect(lines.count == 4)
        #expect(lines[2].hasSuffix(",focus,abandoned,2025-11-21T11:25:00Z,2025-11-21T11:27:00Z,1500,120,0,write,oak,1,countdown,,,,,,,,,,"))
    }

    @Test func filtersBySinceUntilTagAndLimit() throws {
        let harness = harnessWithThreeDays()
        func tags(_ arguments: String...) throws -> [String] {
            let status = harness.run(["history", "--json"] + arguments)
            #expect(status == 0)
            let array = try JSONSerialization.jsonObject(with: Data(harness.output.utf8)) as? [[String: Any]] ?? []
            return array.compactMap { $0["tag"] as? String }
        }
        #expect(try tags("--since", "2025-11-21") == ["write", "code"])
        #expect(try tags("--tag", "code") == ["code", "code"])
        harness.run("history", "--json", "--until", "2025-11-21")
        #expect(harness.output.components(separatedBy: "\"id\"").count - 1 == 2)
        harness.run("history", "--json", "--limit", "1")
        #expect(harness.output.contains("\"speed\":60"))
        #expect(harness.output.components(separatedBy: "\"id\"").count - 1 == 1)
    }

    @Test func icsHasAnEventForEachFocusSessionTheFiltersKeep() {
        let harness = harnessWithThreeDays()
        harness.run("break", "--speed", "60")
        harness.clock.advance(by: 10)
        harness.run("status")
        func summaries(_ arguments: String...) -> [String] {
            #expect(harness.run(["history", "--ics"] + arguments) == 0, "\(harness.errors)")
            #expect(harness.output.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
            #expect(harness.output.hasSuffix("END:VCALENDAR\r\n"))
            return harness.output.components(separatedBy: "\r\n").filter { $0.hasPrefix("SUMMARY:") }
        }
        #expect(summaries() == ["SUMMARY:🌳 oak · code", "SUMMARY:🥀 withered oak · write", "SUMMARY:🌳 oak · code"])
        #expect(summaries("--tag", "code").count == 2)
        #expect(summaries("--since", "2025-11-21", "--until", "2025-11-21") == ["SUMMARY:🥀 withered oak · write"])
        #expect(summaries("--limit", "1") == ["SUMMARY:🌳 oak · code"])
        #expect(summaries("--breaks") == ["SUMMARY:🌳 oak · code", "SUMMARY:🥀 withered oak · write", "SUMMARY:🌳 oak · code", "SUMMARY:☕ break"])
        #expect(harness.output.contains("DTSTART:20251120T110000Z\r\nDTEND:20251120T112500Z\r\n"))
    }

    @Test func breaksGoWithIcsAndIcsWithNoOtherFormat() {
        let harness = harnessWithThreeDays()
        #expect(harness.run("history", "--breaks") == 2)
        #expect(harness.errors.contains("--breaks goes with --ics"))
        #expect(harness.run("history", "--ics", "--csv") == 2)
    }
}
