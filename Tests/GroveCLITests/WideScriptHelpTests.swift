@testable import GroveCLI
import GroveText
import GroveWords
import Testing

/// Help in Japanese and Chinese, written without spaces between words: lines break between characters, never before a
/// closing mark or after an opening one, and the lines of an entry join without a space.
@Suite("help in Japanese and Chinese")
struct WideScriptHelpTests {
    private static let closing = Set("。、，．）」』")
    private static let opening = Set("（「『")

    /// `grove help` and every listed command's help, in `language`.
    private func help(in language: Language) -> [(command: String, text: String)] {
        let names = [""] + GroveCommandLine.commands.filter { $0.isListed }.map { $0.name }
        return names.map { name in
            let harness = CLIHarness()
            _ = Words.$language.withValue(language) { harness.run(["help", name].filter { !$0.isEmpty }) }
            return (name, harness.output)
        }
    }

    @Test(arguments: [Language.ja, .zhCN])
    func linesFitAndNoMarkIsLeftAlone(_ language: Language) {
        for (command, text) in help(in: language) {
            for line in text.split(separator: "\n") {
                let words = line.drop { $0 == " " }
                #expect(DisplayWidth.columns(of: line) <= 80, "grove help \(command): \(line)")
                #expect(words.first.map(Self.closing.contains) != true, "grove help \(command) starts a line with a closing mark: \(line)")
                #expect(line.last.map(Self.opening.contains) != true, "grove help \(command) ends a line with an opening mark: \(line)")
            }
        }
    }

    @Test(arguments: [Language.ja, .zhCN])
    func theLinesOfAnEntryJoinWithoutASpace(_ language: Language) {
        for (command, text) in help(in: language) {
            let gaps = zip(text, text.dropFirst()).filter { LineBreaks.isUnspaced($0) && $1 == " " && Self.closing.contains($0) }
            #expect(gaps.isEmpty, "grove help \(command) has a space after a closing mark:\n\(text)")
        }
    }

    @Test func aFullWidthColonEndingTheUsageLeadHasNoSpaceAfterIt() {
        let harness = CLIHarness()
        _ = Words.$language.withValue(.zhCN) { harness.run("help", "plant") }
        #expect(harness.output.hasPrefix("用法：grove plant"), "\(harness.output)")
    }

    @Test func aLineBreaksBetweenTwoCharactersOfAScriptWithoutSpaces() {
        let text = "这是一个很长的句子没有空格它必须在字符之间换行才能放进窄窄的一栏里面"
        let lines = HelpText.wrapped(text, toColumns: 20)
        #expect(lines == ["这是一个很长的句子没", "有空格它必须在字符之", "间换行才能放进窄窄的", "一栏里面"])
    }

    @Test func aClosingMarkStaysWithTheCharacterBeforeItAndAnOpeningOneWithTheOneAfter() {
        #expect(HelpText.wrapped("一二三四。五六", toColumns: 8) == ["一二三", "四。五六"])
        #expect(HelpText.wrapped("一二三（四五）六七", toColumns: 8) == ["一二三", "（四五）", "六七"])
        #expect(HelpText.wrapped("一二「三」四五", toColumns: 6) == ["一二", "「三」", "四五"])
    }

    @Test func wordsWithSpacesStillBreakOnlyAtSpaces() {
        #expect(HelpText.wrapped("한국어는 띄어쓰기로 단어를 나눕니다", toColumns: 20) == ["한국어는 띄어쓰기로", "단어를 나눕니다"])
        #expect(HelpText.wrapped("the --json 出力", toColumns: 12) == ["the --json", "出力"])
    }

    @Test func theLinesOfAnEntryJoinWithASpaceOnlyBetweenSpacedWords() {
        let syntax = CommandSyntax(HistoryCommand.Option.self)
        for (help, paragraph) in [
            ("一行目です。\n二行目です", "一行目です。二行目です"), ("using\n--json", "using --json"), ("出力は\n--json で", "出力は--json で"),
            ("첫 줄\n둘째 줄", "첫 줄 둘째 줄"),
        ] {
            let option = OptionDeclaration(names: ["--json"], help: help, value: nil)
            #expect(syntax.paragraph(option) == paragraph)
        }
    }
}
