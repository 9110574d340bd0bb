import Foundation
import GroveCore
import GroveWords
import Testing

/// Every sentence of interruptions and projects comes from the catalog: in the pseudo-language none is left in English.
struct InterruptionAndProjectWordsTests {
    /// The values the sentences are given (a reason, a project, a branch, a duration written by its own entries), which
    /// stay as they are here.
    static var values: [String] { ["call", "colleague", "grove", "main", TimeText.amount(1500)] }

    static func bareEnglish(_ text: String) -> [String] {
        var rest = text
        for value in values { rest = rest.replacingOccurrences(of: value, with: "") }
        return rest.split { !($0.isASCII && $0.isLetter) }.map(String.init).filter { $0.count >= 3 }
    }

    static var everySentence: [String] {
        let pauses = Interruptions(count: 2, reasons: ["call", "colleague"])
        let silent = Interruptions(count: 1)
        return [
            InterruptionWords.line(pauses), InterruptionWords.line(silent), InterruptionWords.sentence(pauses),
            InterruptionWords.sentence(silent), ProjectWords.focus(1500, project: "grove", commits: 3),
            ProjectWords.focus(1500, project: "grove", commits: nil), ProjectWords.sentence(project: "grove", commits: 1),
            ProjectWords.place(project: "grove", branch: "main", commits: 2),
            SessionRejection.noPauseToExplain(.active).description, SessionRejection.noPauseToExplain(.idle).description,
        ].compactMap { $0 }
    }

    @Test func noneIsLeftInEnglishInThePseudoLanguage() {
        Words.$language.withValue(.pseudo) {
            for sentence in Self.everySentence {
                #expect(Self.bareEnglish(sentence).isEmpty, "\(sentence)")
            }
        }
    }

    @Test func inEnglishTheyReadAsTheIssueAsks() {
        #expect(ProjectWords.focus(1500, project: "grove", commits: 3) == "25 min of focus, 3 commits on grove")
        #expect(ProjectWords.focus(1500, project: "grove", commits: 1) == "25 min of focus, 1 commit on grove")
        #expect(InterruptionWords.line(Interruptions(count: 2, reasons: ["call", "colleague"])) == "2 interruptions (call, colleague)")
        #expect(InterruptionWords.line(Interruptions(count: 3, reasons: ["call", "call"])) == "3 interruptions (call)")
        #expect(InterruptionWords.line(.none) == nil)
        #expect(ProjectWords.place(project: "my\u{1B}repo", branch: nil, commits: nil) == "my\\u{1B}repo")
    }
}
