import Foundation
import GroveCore
import GroveTestSupport
import GroveText
import Testing

@Suite("tags in any script, and nothing that can command a terminal")
struct TextInAnyScriptTests {
    static let tags = ["écriture", "写作", "🌲deep"]

    @Test func tagsOfAnyScriptGoThroughPlantStatusHistoryAndForest() throws {
        let harness = CLIHarness()
        harness.clock.set(Date(timeIntervalSince1970: 1_794_823_200))  // 2026-11-16 10:00 UTC
        for tag in Self.tags {
            #expect(harness.run("plant", "--tag", tag, "--minutes", "25") == 0)
            #expect(harness.output.contains("(\(tag))"))
            #expect(harness.run("status") == 0)
            #expect(harness.output.hasSuffix(" \(tag)\n"))
            harness.clock.advance(by: 1500)
            harness.run("status")
        }

        harness.run("history")
        #expect(harness.outputLines.map { $0.split(separator: " ").last.map(String.init) } == Self.tags)
        harness.run("history", "--json")
        let records = try JSONSerialization.jsonObject(with: Data(harness.output.utf8)) as? [[String: Any]] ?? []
        #expect(records.map { $0["tag"] as? String } == Self.tags)
        harness.run("history", "--csv")
        #expect(harness.outputLines.dropFirst().map { $0.split(separator: ",")[8] } == Self.tags.map { Substring($0) })
        harness.run("history", "--tag", "写作")
        #expect(harness.outputLines.count == 1)

        #expect(harness.run("forest", "--day", "--date", "2026-11-16") == 0)
        // The by-tag rows of the panel (right of the landscape's trees) align their bars whatever the tags' widths.
        let panel = harness.outputLines.map { line in line.split(separator: "│").last.map(String.init) ?? line }
        let rows = panel.filter { line in Self.tags.contains { line.contains(" \($0) ") } && line.contains("█") }
        #expect(rows.count == 3)
        let barColumns = Set(rows.map { row in DisplayWidth.columns(of: row.prefix { $0 != "█" }) })
        #expect(barColumns.count == 1)
    }

    /// Every surface shows a tag and a note of any script exactly as stored: status, history, the forest's text and its SVG.
    @Test(arguments: TextCorpus.samples)
    func aTagAndNoteOfAnyScriptAreShownAsStoredEverywhere(sample: TextCorpus.Sample) {
        let harness = CLIHarness()
        func shows(_ text: String) -> Bool { harness.output.unicodeScalars.contains(text.unicodeScalars) }
        harness.clock.set(Date(timeIntervalSince1970: 1_794_823_200))  // 2026-11-16 10:00 UTC
        let note = "नमस्ते दुनिया 👨‍👩‍👧 " + sample.text
        #expect(harness.run("plant", "--tag", sample.text, "--note", note) == 0)
        harness.run("status")
        #expect(shows(" " + sample.text + "\n"), "\(sample): \(harness.output)")
        harness.clock.advance(by: 1500)
        harness.run("history")
        #expect(shows(sample.text) && shows(note), "\(sample): \(harness.output)")
        for format in ["--day", "--svg"] {
            #expect(harness.run("forest", format, "--date", "2026-11-16") == 0)
            #expect(shows(sample.text), "\(sample) \(format): \(harness.output)")
        }
    }

    @Test(arguments: [
        ["plant", "--tag", "\u{1B}[31mred"],
        ["plant", "--tag", "bell\u{07}"],
        ["plant", "--tag", "tab\there"],
        ["plant", "--tag", "rtl\u{202E}"],
        ["plant", "--tag", "bad\u{FFFD}"],
        ["plant", "--tag", "two words"],
        ["plant", "--tag", String(repeating: "写", count: 33)],
        ["status", "--format", "\u{1B}]0;owned\u{07}{tag}"],
        ["history", "--tag", "\u{9B}2J"],
        ["forest", "--tag", "x\u{1B}"],
        ["plant", "--note", "chapter \u{1B}[2J"],
        ["note", "\u{1B}]0;owned\u{07}"],
    ])
    func unprintableArgumentsAreUsageErrors(arguments: [String]) {
        let harness = CLIHarness()
        #expect(harness.run(arguments) == 2)
        #expect(!harness.errors.contains("\u{1B}"))
        #expect(!harness.errors.contains("\u{07}"))
        #expect(harness.repository.savedCount == 0)
    }

    @Test(arguments: [#"{"defaultTag": "\u001b[2J"}"#, #"{"defaultSpecies": "oak\u0007"}"#, #"{"\u001b[2J": 1}"#])
    func unprintableConfigIsRefusedWithExitTwo(config: String) throws {
        let harness = CLIHarness()
        try harness.writeConfig(config)
        #expect(harness.run("plant") == 2)
        #expect(harness.errors.contains("config.json"))
        #expect(!harness.errors.contains("\u{1B}"))
        #expect(harness.repository.savedCount == 0)
    }

    @Test func aConfigThatIsNotUTF8IsRefusedWithExitTwo() throws {
        let harness = CLIHarness()
        try harness.writeConfig("{\"defaultTag\": \"caf\u{E9}\"}")
        let path = "\(harness.configFolder)/grove/config.json"
        try Data([0x7B, 0x22, 0x64, 0xFF, 0x22, 0x3A, 0x31, 0x7D]).write(to: URL(fileURLWithPath: path))
        #expect(harness.run("plant") == 2)
        #expect(harness.errors.contains("UTF-8"))
    }

    private func importFile(_ bytes: Data, harness: CLIHarness) throws -> Int32 {
        let path = "\(harness.configFolder)/import.json"
        try bytes.write(to: URL(fileURLWithPath: path))
        // The day after the records, so that none starts in the future.
        harness.clock.set(Date(timeIntervalSince1970: 1_794_906_000))
        return harness.run("import", path)
    }

    private static let uuid = "6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6"

    private static func record(id: String, tag: String) -> String {
        #"{"id":"\#(id)","kind":"focus","state":"completed","startedAt":"2026-11-16T09:00:00Z","endedAt":"2026-11-16T09:25:00Z","plannedSeconds":1500,"focusedSeconds":1500,"pausedSeconds":0,"tag":"\#(tag)","species":"oak","speed":1}"#
    }

    @Test func anImportedRecordWithAnEscapeIsRefusedByNumber() throws {
        let harness = CLIHarness()
        let file = "[" + Self.record(id: Self.uuid, tag: "fine") + "," + Self.record(id: "b\\u001b[2J", tag: "x\\u001b]0;t\\u0007") + "]"
        // A file that cannot be taken, not a usage error.
        #expect(try importFile(Data(file.utf8), harness: harness) == 1)
        #expect(harness.errors.contains("record 2"))
        #expect(!harness.errors.contains("\u{1B}"))
        #expect(harness.repository.finished.isEmpty)
    }

    @Test func anImportedFileOfInvalidUTF8IsRefused() throws {
        let harness = CLIHarness()
        var bytes = Data(("[" + Self.record(id: Self.uuid, tag: "fine") + "]").utf8)
        bytes[bytes.count - 20] = 0xC3
        #expect(try importFile(bytes, harness: harness) == 1)
        #expect(harness.errors.contains("UTF-8"))
        #expect(harness.repository.finished.isEmpty)
    }

    @Test func anImportedFieldOfTheWrongTypeHoldingAnEscapeIsRefusedEscaped() throws {
        let harness = CLIHarness()
        let file = "[" + Self.record(id: Self.uuid, tag: "fine").replacingOccurrences(of: #""speed":1"#, with: #""speed":"\u001b[2J""#) + "]"
        #expect(try importFile(Data(file.utf8), harness: harness) == 1)
        #expect(harness.errors.contains(#"speed is "\u{1B}[2J", not a number"#), "\(harness.errors)")
        #expect(!harness.errors.contains("\u{1B}"))
    }

    @Test func anImportedTagInAnyScriptIsTaken() throws {
        let harness = CLIHarness()
        #expect(try importFile(Data(("[" + Self.record(id: Self.uuid, tag: "写作") + "]").utf8), harness: harness) == 0)
        #expect(harness.repository.finished.map(\.tag) == ["写作"])
    }

    @Test func aHandEditedHistoryIsShownEscaped() throws {
        let harness = CLIHarness()
        let start = Date(timeIntervalSince1970: 1_794_819_600)
        let edited = FinishedSession(
            id: "id\u{1B}[2J", kind: .focus, state: .completed, startedAt: start, endedAt: start.addingTimeInterval(1500),
            plannedSeconds: 1500, focusedSeconds: 1500, pausedSeconds: 0, tag: "\u{1B}]0;owned\u{07}", species: "oak",
            speed: .normal)
        _ = try harness.repository.importSessions([edited], dryRun: false)
        harness.clock.set(start.addingTimeInterval(3600))
        for arguments in [["history"], ["history", "--csv"], ["history", "--json"], ["forest", "--day", "--date", "2026-11-16"]] {
            #expect(harness.run(arguments) == 0)
            #expect(!harness.output.contains("\u{1B}"), "\(arguments)")
            #expect(!harness.output.contains("\u{07}"), "\(arguments)")
        }
        harness.run("history")
        #expect(harness.output.contains("\\u{1B}]0;owned\\u{7}"))
    }
}

@Suite("one wording for time spent")
struct OneWordingInTheCLITests {
    /// The same withered tree reads "12 min" in give-up, history and the forest, as on the screens (see GroveUITests).
    @Test func aWitheredTreesFocusReadsTheSameEverywhere() {
        let harness = CLIHarness()
        harness.clock.set(Date(timeIntervalSince1970: 1_794_823_200))  // 2026-11-16 10:00 UTC
        harness.run("plant", "--tag", "写作")
        harness.clock.advance(by: 754)
        #expect(harness.run("give-up", "--yes") == 0)
        #expect(harness.output.contains("withered after 12 min of focus"))
        harness.run("history")
        #expect(harness.output.contains(" 12 min "))
        harness.run("forest", "--day", "--date", "2026-11-16")
        #expect(harness.output.contains("withered oak    12 min 写作"))
        #expect(TimeText.amount(754) == "12 min")
    }
}
