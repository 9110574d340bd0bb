import Foundation
import GroveCLI
import GroveCore
import GroveStore
import GroveTestSupport
import GroveWords
import Testing

/// The commands in the pseudo-language, whose every letter is accented: a run of plain ASCII letters in what they say is a
/// sentence that escaped the catalog, unless it is what stays the same in every language (a tag, a key, a path, an id).
@Suite("the commands in the pseudo-language")
struct PseudoLanguageCommandTests {
    private let harness = CLIHarness()
    /// What the commands said: standard output and each error's first line (the usage lines after it are the help's).
    private var said = ""
    /// Words of the person's data, the config's keys and values, and the language's name in itself: the same in every
    /// language. Species ids are not among them: a sentence names a species by its name in the language, and only what is
    /// typed shows the id.
    private let kept: Set<String> = Set(
        ["writing", "code", "focus", "break", "hello", "nomatch", "ffff", "ada", "workbench", "standup", "elsewhere", "nope", "true", "false", "full",
         "English"]
            + GroveSettings.CodingKeys.allCases.map(\.stringValue))

    /// What other parts of grove say inside the commands' sentences, in the pseudo-language: achievements, what unlocks a
    /// species, durations. Taken out before looking, so that this test holds the commands' own words.
    private static let othersWords: [String] = Words.$language.withValue(.pseudo) {
        let achievements = Achievement.catalog.flatMap { [$0.title, $0.detail] }
        let durations = Set((0..<4 * 3600).map { TimeText.amount(TimeInterval($0)) })
        return (Species.catalog.map(\.unlock.summary) + achievements + durations).sorted { $0.count > $1.count }
    }

    /// Runs `grove ARGUMENTS` in the pseudo-language, at a terminal when there are `answers` to type, and keeps what it said.
    @discardableResult
    private mutating func run(_ arguments: String..., typing answers: [String] = [], environment: [String: String] = [:]) -> Int32 {
        harness.typedLines = answers
        harness.isTerminal = !answers.isEmpty
        let status = Words.$language.withValue(.pseudo) { harness.run(arguments, environment: environment) }
        said += harness.output
        // "grove:" names the program before every error.
        if let error = harness.errors.split(separator: "\n").first { said += error.replacing("grove: ", with: "") + "\n" }
        return status
    }

    /// Runs of three or more ASCII letters in what the commands said, but for paths, options as typed, `others` and ``kept``.
    private func bareEnglish(besides others: [String] = []) -> [String] {
        let text = (others + Self.othersWords).reduce(said) { $0.replacing($1, with: " ") }
        return text.split(whereSeparator: \.isWhitespace).filter { !$0.contains("/") && !$0.hasPrefix("--") }.flatMap { token in
            token.split { !($0.isASCII && $0.isLetter) }.map(String.init).filter { $0.count >= 3 && !kept.contains($0) }
        }
    }

    @Test mutating func plantingPausingAndEndingSpeakNoEnglish() throws {
        run("plant", "--tag", "writing")
        run("status")
        run("pause")
        run("resume")
        run("note", "hello")
        run("note", "")
        run("note")
        harness.clock.advance(by: 60)
        run("give-up")
        run("give-up", typing: ["n"])
        run("give-up", "--yes")
        run("plant", "--open")
        harness.clock.advance(by: 700)
        run("pause")
        run("resume")
        run("done")
        let grown = try #require(harness.repository.finished.last)
        run("plant", "--open")
        harness.clock.advance(by: 120)
        run("done")
        run("plant")
        harness.clock.advance(by: 1500)
        run("status")
        run("break")
        run("pause")
        run("resume")
        run("give-up", "--yes")
        #expect(said.contains("[Ţĥé ƀŕéáķ éñđéđ éáŕļý.~~~~~~~~]"), "\(said)")
        // The grown tree's sentence is the session rules'.
        let ended = Words.$language.withValue(.pseudo) { FollowUpWords.ended(grown) }
        #expect(bareEnglish(besides: [ended]) == [], "\(said)")
    }

    @Test mutating func historyAndItsCorrectionsSpeakNoEnglish() throws {
        run("plant", "--tag", "writing")
        harness.clock.advance(by: 1500)
        run("status")
        run("history")
        let id = try #require(harness.repository.finished.first).id
        run("history", "edit", id, "--tag", "code")
        run("history", "edit", id, "--tag", "code", "--note", "")
        run("history", "delete", id, typing: ["n"])
        run("history", "delete", id)
        run("history", "delete", id, "--yes")
        run("history")
        run("history", "--tag", "nomatch")
        run("history", "--since", "2030-01-01", "--until", "2020-01-01")
        run("history", "edit", "--tag", "code")
        run("history", "edit", "ffff", "--tag", "code")
        #expect(said.contains("[Đéļéţéđ"), "\(said)")
        #expect(bareEnglish() == [], "\(said)")
    }

    @Test mutating func theListsAndTheConfigSpeakNoEnglish() {
        run("species")
        run("species", "unlock")
        run("achievements")
        run("config")
        run("status", "--format", "{nope}")
        #expect(said.contains("[šéţţíñĝš~~~~]"), "\(said)")
        // The list shows each species' id beside its name, and the config its default species, as they are typed.
        let ids = Species.catalog.map { "(\($0.name))" } + [" oak\n"]
        #expect(bareEnglish(besides: ids) == [], "\(said)")
    }

    @Test mutating func importSpeaksNoEnglish() throws {
        let source = CLIHarness()
        for tag in ["writing", "code"] {
            source.run("plant", "--tag", tag)
            source.clock.advance(by: 1500)
            source.run("status")
            source.clock.advance(by: 3600)
        }
        source.run("history", "--json")
        harness.clock.advance(by: 86_400)
        let history = try harness.writeFile(source.output, named: "history.json")
        run("import", history, "--dry-run")
        run("import", history)
        run("import", history)
        run("import", try harness.writeFile("a,\"b\nc", named: "broken.csv"))
        run("import", try harness.writeFile("just words", named: "unknown.txt"))
        run("import", harness.configFolder)
        run("import")
        #expect(said.contains("[Íɱƥöŕţéđ 2 šéššíöñš"), "\(said)")
        #expect(bareEnglish() == [], "\(said)")
    }

    @Test mutating func roomsSpeakNoEnglish() throws {
        run("room")
        let room = TemporaryFolder()
        try harness.writeConfig(#"{"name": "ada", "rooms": {"standup": "\#(room.path)"}}"#)
        run("room", "elsewhere")
        run("plant", "--with", "standup", "--tag", "writing")
        run("room", "standup")
        harness.clock.advance(by: 1500)
        run("status")
        run("room", "standup")
        #expect(said.contains("[Ŕéçéñţ ƥļáñţíñĝš:~~~~~~]"), "\(said)")
        #expect(bareEnglish() == [], "\(said)")
    }

    @Test mutating func doctorAndTheLauncherSpeakNoEnglish() {
        let data = "\(harness.configFolder)/data"
        harness.store = StoreRoles(JSONSessionStore(folder: data, device: "here", clock: harness.clock, makeID: harness.ids.make))
        run("doctor", environment: ["GROVE_DATA_DIR": data])
        harness.gameTerminal = GameCompositionTests.WaitingTerminal(clock: harness.clock, leaveAfter: 1)
        run(typing: [""], environment: ["TERM": "dumb"])
        #expect(said.contains("[Ţĥé đáţá ƒöļđéŕ íš éɱƥţý"), "\(said)")
        #expect(bareEnglish() == [], "\(said)")
    }
}
