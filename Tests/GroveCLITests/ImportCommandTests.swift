import Foundation
import Testing
import GroveCore

@Suite("grove import")
struct ImportCommandTests {
    /// A harness a day after the sessions of ``exportedHistory()``: none of them is in its future.
    func importer() -> CLIHarness {
        let harness = CLIHarness()
        harness.clock.advance(by: 86_400)
        return harness
    }

    /// A history exported from another harness: three grown trees and a withered one.
    func exportedHistory() -> String {
        let source = CLIHarness()
        for index in 0..<4 {
            source.run("plant", "--tag", "t\(index)")
            source.clock.advance(by: index == 3 ? 300 : 1500)
            if index == 3 { source.run("give-up", "--yes") } else { source.run("status") }
            source.clock.advance(by: 3600)
        }
        source.run("history", "--json")
        return source.output
    }

    func write(_ text: String, in harness: CLIHarness) throws -> String {
        let path = "\(harness.configFolder)/import-\(UUID().uuidString).json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aGoodFileAddsEverySessionAndRecountsRewards() throws {
        let harness = importer()
        let path = try write(exportedHistory(), in: harness)
        #expect(harness.run("import", path) == 0, "\(harness.errors)")
        #expect(harness.output.contains("Imported 4 sessions from grove's JSON: 3 grown and 1 withered, on 2025-11-21."))
        #expect(harness.output.contains("They brought 75 coins and 1 achievement (First sprout)."))
        #expect(harness.repository.finished.count == 4)
        #expect(harness.repository.finished.map(\.state) == [.completed, .completed, .completed, .abandoned])
        #expect(harness.repository.live.rewards.treesGrown == 3)
        #expect(harness.repository.live.rewards.coins == 75)
    }

    @Test func aSecondImportAddsNothing() throws {
        let harness = importer()
        let path = try write(exportedHistory(), in: harness)
        harness.run("import", path)
        #expect(harness.run("import", path) == 0)
        #expect(harness.output.contains("Imported nothing from grove's JSON."))
        #expect(harness.output.contains("4 sessions were already here."))
        #expect(harness.repository.finished.count == 4)
        #expect(harness.repository.live.rewards.treesGrown == 3)
    }

    @Test func aSessionDeletedHereIsSaidToStayDeleted() throws {
        let harness = importer()
        let path = try write(exportedHistory(), in: harness)
        harness.run("import", path)
        let deleted = try #require(harness.repository.finished.first?.id)
        #expect(harness.run("history", "delete", deleted, "--yes") == 0)
        #expect(harness.run("import", path) == 0)
        #expect(harness.output.contains("Imported nothing from grove's JSON."))
        #expect(harness.output.contains("3 sessions were already here."))
        #expect(harness.output.contains("1 session was not imported: it was deleted here, and the deletion stands."))
        #expect(!harness.output.contains("4 sessions were already here."))
        #expect(harness.repository.finished.map(\.id).contains(deleted) == false)
    }

    @Test func oneBadRecordInTheMiddleWritesNothing() throws {
        let harness = importer()
        let exported = exportedHistory()
        var records = try #require(try JSONSerialization.jsonObject(with: Data(exported.utf8)) as? [[String: Any]])
        records[2]["focusedSeconds"] = 99_999
        let broken = String(decoding: try JSONSerialization.data(withJSONObject: records), as: UTF8.self)
        let path = try write(broken, in: harness)
        #expect(harness.run("import", path) == 1)
        let id = try #require(records[2]["id"] as? String)
        #expect(harness.errors.contains("record 3 (id \(id))"))
        #expect(harness.errors.contains("focusedSeconds"))
        #expect(harness.errors.contains("nothing was imported"))
        #expect(harness.repository.finished.isEmpty)
        #expect(harness.repository.savedCount == 0)
    }

    @Test(arguments: [
        ("{\"not\": \"an array\"}", "JSON array"),
        ("[{\"id\": \"x\"}]", "record 1 (id x): the field \"kind\" is missing"),
        ("not json", "grove does not know this format"),
        ("[{\"id\": \"x\"", "not valid JSON"),
    ])
    func badFilesSayWhatIsWrong(text: String, message: String) throws {
        let harness = CLIHarness()
        let path = try write(text, in: harness)
        #expect(harness.run("import", path) == 1)
        #expect(harness.errors.contains(message))
        #expect(harness.repository.finished.isEmpty)
    }

    /// One record of `grove history --json` with `changes` made to a grown 25-minute tree of 2025-11-20.
    private func record(_ changes: [String: String] = [:]) -> String {
        var fields = [
            "id": "\"6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6\"", "kind": "\"focus\"", "state": "\"completed\"",
            "startedAt": "\"2025-11-20T09:00:00Z\"", "endedAt": "\"2025-11-20T09:25:00Z\"", "plannedSeconds": "1500",
            "focusedSeconds": "1500", "pausedSeconds": "0", "tag": "\"writing\"", "species": "\"oak\"", "speed": "1",
            "mode": "\"countdown\"", "note": "null",
        ]
        fields.merge(changes) { $1 }
        return "[{" + fields.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}]"
    }

    @Test(arguments: [
        (["plannedSeconds": "10800", "focusedSeconds": "10800", "endedAt": "\"2025-11-20T09:01:00Z\""],
         "record 1 (id 6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6): focusedSeconds 10800 and pausedSeconds 0 at speed 1 do not fit "
            + "between startedAt 2025-11-20T09:00:00Z and endedAt 2025-11-20T09:01:00Z"),
        (["startedAt": "\"2025-12-20T09:00:00Z\"", "endedAt": "\"2025-12-20T09:25:00Z\""],
         "startedAt 2025-12-20T09:00:00Z is in the future"),
        (["id": "\"s1\""], "record 1 (id s1): id \"s1\" is not a UUID"),
        (["startedAt": "\"1900-01-01T00:00:00Z\""], "startedAt is 1900-01-01T00:00:00Z, not a sensible date"),
        (["state": "\"exploded\""],
         "record 1 (id 6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6): state is \"exploded\", not \"completed\" or \"abandoned\"; nothing"),
        (["kind": "\"nap\""], "record 1 (id 6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6): kind is \"nap\", not \"focus\" or \"break\"; nothing"),
        (["mode": "7"], "mode is 7, not \"countdown\" or \"open\""),
        (["focusedSeconds": "\"1500\""], "record 1 (id 6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6): focusedSeconds is \"1500\", not a number; nothing"),
        (["tag": "null"], "tag is null, not text"),
        (["speed": "0"], "record 1 (id 6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6): speed is 0, not a number from 0.01 to 10000; nothing"),
        (["startedAt": "\"the 20th\""], "startedAt is \"the 20th\", not an ISO 8601 date such as 2026-11-21T09:00:00Z"),
    ])
    func impossibleSessionsAreRefusedNamingTheRecordAndTheValue(changes: [String: String], message: String) throws {
        let harness = CLIHarness()
        #expect(harness.run("import", try write(record(), in: harness)) == 0, "\(harness.errors)")
        let other = CLIHarness()
        #expect(other.run("import", try write(record(changes), in: other)) == 1)
        #expect(other.errors.contains(message), "\(other.errors)")
        #expect(other.repository.finished.isEmpty)
    }

    /// A history of every kind of session: grown, withered, a break, a count-up, one paused, one at
    /// speed 60, and notes with commas, quotes and other scripts.
    func variedHistory() -> CLIHarness {
        let source = CLIHarness()
        source.run("plant", "--tag", "write", "--note", "chapter 3, \"the hard one\"")
        source.clock.advance(by: 600)
        source.run("pause")
        source.clock.advance(by: 120)
        source.run("resume")
        source.clock.advance(by: 900)
        source.run("status")
        source.run("break")
        source.clock.advance(by: 300)
        source.run("status")
        source.run("plant", "--open", "--tag", "écriture", "--note", "写作, 🌲")
        source.clock.advance(by: 1200)
        source.run("done")
        source.run("plant", "--tag", "a.b_c", "--species", "pine")
        source.clock.advance(by: 200)
        source.run("give-up", "--yes")
        source.run("plant", "--speed", "60", "--minutes", "5")
        source.clock.advance(by: 5)
        source.run("status")
        source.clock.advance(by: 86_400)
        return source
    }

    @Test(arguments: ["--csv", "--json"])
    func anExportImportedIntoAnEmptyFolderIsTheSameHistory(format: String) throws {
        let source = variedHistory()
        source.run("history", format)
        let exported = source.output
        #expect(source.repository.finished.count == 5)

        let target = CLIHarness()
        target.clock.set(source.clock.now())
        #expect(target.run("import", try write(exported, in: target)) == 0, "\(target.errors)")
        #expect(target.repository.finished.sorted(by: FinishedSession.historyOrder)
            == source.repository.finished.sorted(by: FinishedSession.historyOrder))
        target.run("history", format)
        #expect(target.output == exported)
        #expect(target.repository.live.rewards.coinsEarned == source.repository.live.rewards.coinsEarned)
    }

    @Test func aNoteOrTagASpreadsheetWouldRunIsExportedAsTextAndImportedAsItWas() throws {
        let source = CLIHarness()
        #expect(source.run("plant", "--tag", "-draft", "--note", "=HYPERLINK(\"http://evil\",\"click\")") == 0)
        source.clock.advance(by: 1500)
        source.run("history", "--csv")
        let exported = source.output
        #expect(exported.contains(#",'-draft,oak,1,countdown,"'=HYPERLINK(""http://evil"",""click"")",,"#), "\(exported)")

        let target = CLIHarness()
        target.clock.set(source.clock.now())
        #expect(target.run("import", try write(exported, in: target)) == 0, "\(target.errors)")
        #expect(target.repository.finished == source.repository.finished)
    }

    @Test func aCSVRowGroveCannotReadIsNamedByItsLine() throws {
        let source = variedHistory()
        source.run("history", "--csv")
        var lines = source.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[3] = lines[3].replacingOccurrences(of: ",open,", with: ",sideways,")
        let target = CLIHarness()
        target.clock.set(source.clock.now())
        #expect(target.run("import", try write(lines.joined(separator: "\n"), in: target)) == 1)
        #expect(target.errors.contains("line 4: mode is \"sideways\", not \"countdown\" or \"open\"; nothing"), "\(target.errors)")
        #expect(target.repository.finished.isEmpty)
    }

    @Test func aCSVCellOfTheWrongTypeIsNamedWithItsValue() throws {
        let source = variedHistory()
        source.run("history", "--csv")
        let lines = source.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var cells = lines[2].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        cells[6] = "lots"
        let target = CLIHarness()
        target.clock.set(source.clock.now())
        let file = ([lines[0], cells.joined(separator: ",")] + lines.dropFirst(3)).joined(separator: "\n")
        #expect(target.run("import", try write(file, in: target)) == 1)
        #expect(target.errors.contains("line 2: focusedSeconds is \"lots\", not a number; nothing"), "\(target.errors)")
    }

    @Test func aMissingFileIsReported() {
        let harness = CLIHarness()
        #expect(harness.run("import", "/nonexistent/forest.json") == 1)
        #expect(harness.errors.contains("cannot read /nonexistent/forest.json"))
        #expect(harness.run("import") == 2)
    }

    @Test func aFolderIsNamedAsOne() throws {
        let harness = CLIHarness()
        #expect(harness.run("import", harness.configFolder) == 1)
        #expect(harness.errors.contains("\(harness.configFolder) is a folder"), "\(harness.errors)")
        #expect(harness.repository.savedCount == 0)
    }
}
