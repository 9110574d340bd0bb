import Foundation
@testable import GroveCLI
import GroveCore
import GroveWords
import Testing

/// `grove extend` and `grove log` in the pseudo-language, whose every letter is accented: a run of three plain ASCII
/// letters in what they say escaped the catalog, unless it stays the same in every language (a tag, a species id, a
/// command's name, a value's placeholder) or another part of grove says it (a duration, the rule of a number of minutes).
@Suite("extend and log in the pseudo-language")
struct PseudoLanguageExtendLogTests {
    private let harness = CLIHarness()
    private var said = ""
    private let kept: Set<String> = Set(["grove", "plant", "done", "log", "extend", "focus", "writing"] + Species.catalog.map(\.name))
    /// What other parts of grove write inside these sentences: durations, and the rule a number of minutes breaks.
    private static let othersWords: [String] = Words.$language.withValue(.pseudo) {
        Set((0..<4 * 3600).map { TimeText.amount(TimeInterval($0)) } + [ValueType.minutes.rule]).sorted { $0.count > $1.count }
    }

    /// Runs `grove ARGUMENTS` in the pseudo-language; keeps what it said when `heard` (the other commands' words are theirs).
    private mutating func run(_ arguments: String..., heard: Bool = true) {
        Words.$language.withValue(.pseudo) { _ = harness.run(arguments) }
        guard heard else { return }
        said += harness.output
        if let error = harness.errors.split(separator: "\n").first { said += error.replacing("grove: ", with: "") + "\n" }
    }

    private func bareEnglish() -> [String] {
        let text = Self.othersWords.reduce(said) { $0.replacing($1, with: " ") }
        return text.split(whereSeparator: \.isWhitespace).filter { !$0.hasPrefix("--") }.flatMap { token in
            token.split { !($0.isASCII && $0.isLetter) }.map(String.init)
                .filter { $0.count >= 3 && !kept.contains($0) && $0.uppercased() != $0 }
        }
    }

    @Test mutating func theyAndTheirRefusalsSpeakNoEnglish() {
        harness.clock.set(Date(timeIntervalSince1970: 1_767_268_800))
        run("extend")
        run("extend", "0")
        run("plant", "--detach", "--tag", "writing", heard: false)
        run("extend")
        run("extend", "200")
        run("pause", heard: false)
        run("extend")
        run("log", "9-9:25")
        run("log", "9:10-9:20")
        run("log", "11:50-12:10")
        run("log", "8-11:30")
        run("log", "10-9")
        run("log", "25-26")
        run("log")
        run("log", "--minutes", "5", "--ago", "7h5")
        said += Words.$language.withValue(.pseudo) {
            ([ExtendCommand.summary, ExtendCommand.details, LogCommand.summary, LogCommand.details]
                + LogCommand.Option.allCases.map(\.declaration.help)).joined(separator: "\n")
        }
        #expect(!said.isEmpty)
        #expect(bareEnglish() == [], "\(said)")
    }
}
