import GroveCore
import GroveWords
import Testing

/// Help, usage errors and completion's descriptions in the pseudo-language, whose every letter is accented: a run of plain
/// ASCII letters is a sentence that escaped the catalog, unless it is what a person types (a command, an option, a value's
/// placeholder, an id), which stays the same in every language.
@Suite("help and usage errors in the pseudo-language")
struct PseudoLanguageHelpTests {
    private static let commands = ["plant", "pause", "resume", "give-up", "done", "note", "break", "status", "history", "forest",
        "species", "achievements", "room", "import", "doctor", "config", "completions", "help", "edit", "delete", "unlock"]
    /// What is typed as it is: commands, species ids, config keys, hook events and status placeholders.
    private static let kept = Set(["grove", "json", "csv", "ics", "svg", "bash", "zsh", "fish"] + commands
        + Species.catalog.map(\.name) + GroveSettings.CodingKeys.allCases.map(\.stringValue))

    /// Runs `grove ARGUMENTS` in the pseudo-language and returns what it said on both streams.
    private func said(_ arguments: String...) -> String {
        let harness = CLIHarness()
        _ = Words.$language.withValue(.pseudo) { harness.run(arguments) }
        return harness.output + harness.errors
    }

    /// Runs of three or more ASCII letters that are not typed as they are: options, placeholders (`NAME`), ids.
    private func bareEnglish(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).filter { !$0.contains("/") && !$0.contains("-") && !$0.contains("{") }
            .flatMap { token in token.split { !($0.isASCII && $0.isLetter) }.map(String.init) }
            .filter { $0.count >= 3 && $0 != $0.uppercased() && !Self.kept.contains($0) }
    }

    @Test func helpSpeaksNoEnglish() {
        let text = said("help") + Self.commands.prefix(17).map { said("help", $0) }.joined() + said("help", "history", "edit")
        #expect(text.contains("["), "\(text)")
        #expect(bareEnglish(text) == [], "\(text)")
    }

    @Test func usageErrorsSpeakNoEnglish() {
        let text = said("plnat") + said("plant", "--minuts", "5") + said("plant", "extra") + said("plant", "--minutes")
            + said("plant", "--detach=yes") + said("history", "--json", "--csv") + said("history", "--breaks")
            + said("history", "edti") + said("history", "edit", "abc") + said("bloom")
        #expect(bareEnglish(text) == [], "\(text)")
    }

    @Test func completionDescriptionsSpeakNoEnglish() {
        let text = said("_complete", "fish", "") + said("_complete", "zsh", "plant", "--")
        #expect(text.contains("\t"), "\(text)")
        #expect(bareEnglish(text) == [], "\(text)")
    }
}
