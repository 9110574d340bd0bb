@testable import GroveCLI
import GroveCore
import GroveWords
import Testing

/// Help, usage errors and completion's descriptions in the pseudo-language, whose every letter is accented: a run of plain
/// ASCII letters is a sentence that escaped the catalog, unless it is what a person types (a command, an option, a value's
/// placeholder, an id), which stays the same in every language.
@Suite("help and usage errors in the pseudo-language")
struct PseudoLanguageHelpTests {
    private static let commands = ["plant", "pause", "resume", "extend", "give-up", "done", "note", "break", "log", "status", "history",
        "forest", "species", "achievements", "room", "import", "doctor", "config", "completions", "help", "edit", "delete", "unlock"]
    /// What is typed as it is: commands, species ids, config keys, hook events, status placeholders, and the mistyped words
    /// the usage errors quote.
    private static let kept = Set(["grove", "json", "csv", "ics", "svg", "bash", "zsh", "fish"] + commands
        + Species.catalog.map(\.name) + GroveSettings.CodingKeys.allCases.map(\.stringValue) + HookEvent.allCases.map(\.rawValue)
        + StatusReport.Field.allCases.map(\.rawValue) + ["complete", "plnat", "extra", "edti", "bloom", "ten", "plam", "tcsh"])

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
        let text = said("help") + Self.commands.prefix(19).map { said("help", $0) }.joined() + said("help", "history", "edit")
        #expect(text.contains("["), "\(text)")
        #expect(bareEnglish(text) == [], "\(text)")
    }

    @Test func usageErrorsSpeakNoEnglish() {
        let text = said("plnat") + said("plant", "--minuts", "5") + said("plant", "extra") + said("plant", "--minutes")
            + said("plant", "--detach=yes") + said("history", "--json", "--csv") + said("history", "--breaks")
            + said("history", "edti") + said("history", "edit", "abc") + said("bloom")
        #expect(bareEnglish(text) == [], "\(text)")
    }

    @Test func refusedValuesSpeakNoEnglish() {
        let text = said("plant", "--minutes", "ten") + said("extend", "0") + said("history", "--limit", "0")
            + said("--data-dir=", "status") + said("history", "--since", "1900-01-01") + said("--speed", "0")
            + said("status", "--format", "\u{1B}[2J") + said("plant", "--with", "\u{7}") + said("plant", "--species", "plam")
            + said("completions") + said("completions", "tcsh") + said("_complete")
        #expect(text.contains("'ten'"), "\(text)")
        #expect(bareEnglish(text) == [], "\(text)")
    }

    @Test func eachExitStatusIsWordedByTheLanguage() {
        let text = said("help")
        #expect(text.contains(" [0 ["), "each status and its meaning set apart by the catalog, not by a space: \(text)")
    }

    @Test func theVersionOfAnUnknownCommitSpeaksNoEnglish() {
        let line = Words.$language.withValue(.pseudo) { GroveCommandLine.versionLine(commit: nil) }
        #expect(line.hasPrefix("grove \(GroveCommandLine.version) ("), "\(line)")
        #expect(bareEnglish(line) == [], "\(line)")
    }

    @Test func completionDescriptionsSpeakNoEnglish() {
        let text = said("_complete", "fish", "") + said("_complete", "zsh", "plant", "--")
        #expect(text.contains("\t"), "\(text)")
        #expect(bareEnglish(text) == [], "\(text)")
    }
}
