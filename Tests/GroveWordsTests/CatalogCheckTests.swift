import Foundation
import GroveGenerator
import GroveTestSupport
@testable import grove_words_compiler
import Testing

/// The words compiler's checks, on the real catalogs and on copies with one thing broken each.
@Suite("the catalogs' checks")
struct CatalogCheckTests {
    static let catalogs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/GroveWords/Catalogs")

    /// Compiles a copy of the catalogs whose file `name` is rewritten by `edit`.
    func compile(editing name: String, _ edit: (String) -> String) throws -> (source: String?, problems: [Diagnostic]) {
        let copy = TemporaryFolder()
        let folder = URL(fileURLWithPath: copy.path).appendingPathComponent("Catalogs")
        try FileManager.default.copyItem(at: Self.catalogs, to: folder)
        let file = folder.appendingPathComponent(name)
        try edit(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
        return WordsCompiler.compile(folder: folder.path)
    }

    func problems(editing name: String, _ edit: (String) -> String) throws -> [Diagnostic] {
        try compile(editing: name, edit).problems
    }

    /// The problems `problems` has that the real catalogs do not: what an edit caused, whatever translations are behind.
    func added(_ problems: [Diagnostic]) -> [Diagnostic] {
        func key(_ problem: Diagnostic) -> String { "\(problem.file.split(separator: "/").last ?? ""):\(problem.line): \(problem.message)" }
        let real = Set(WordsCompiler.compile(folder: Self.catalogs.path).problems.map(key))
        return problems.filter { !real.contains(key($0)) }
    }

    @Test func theRealCatalogsHaveNoProblemAtAll() {
        let (source, problems) = WordsCompiler.compile(folder: Self.catalogs.path)
        #expect(source != nil)
        #expect(problems.map(\.formatted) == [])
    }

    /// The new entry goes first, so that the warning, which names the first few missing, names it whatever else is missing.
    @Test func aMissingEntryIsSaidNamingTheFileAndTheEntry() throws {
        let problems = try problems(editing: "en.po") { text in
            text.replacing("charset=UTF-8\\n\"\n", with: "charset=UTF-8\\n\"\n\nmsgctxt \"aaa.new\"\nmsgid \"new\"\nmsgstr \"\"\n")
        }
        #expect(problems.contains { $0.severity == .warning && $0.file.hasSuffix("de.po") && $0.message.contains("missing here (") && $0.message.contains("'aaa.new'") })
    }

    @Test func aPlaceholderEnglishDoesNotHaveFails() throws {
        let problems = try problems(editing: "fr.po") { text in
            text.replacing("msgstr \",\"", with: "msgstr \"{mark}\"")
        }
        let problem = try #require(problems.first { $0.file.hasSuffix("fr.po") })
        #expect(problem.severity == .error)
        #expect(problem.message.contains("{mark}"))
        #expect(problem.line > 1)
    }

    @Test func anEntryOnlyATranslationHasIsSaidAsAWarningAndLeftOut() throws {
        let (source, problems) = try compile(editing: "ja.po") { text in
            text + "\nmsgctxt \"format.extra\"\nmsgid \"x\"\nmsgstr \"stale-words\"\n"
        }
        #expect(source != nil)
        let extra = try #require(added(problems).first { $0.message.contains("not in the English catalog") })
        #expect(extra.severity == .warning && extra.file.hasSuffix("ja.po") && extra.message.contains("'format.extra'"))
        #expect(!problems.contains { $0.severity == .error })
        #expect(source?.contains("stale-words") == false)
    }

    @Test func changedEnglishIsSaidAsAWarningAndStillBuilds() throws {
        let (source, problems) = try compile(editing: "ko.po") { $0.replacing("msgid \".\"", with: "msgid \"·\"") }
        #expect(source != nil)
        let changed = added(problems).filter { $0.message.contains("English changed") }
        #expect(changed.count == 1)
        #expect(changed.first?.severity == .warning && changed.first?.file.hasSuffix("ko.po") == true)
        #expect(!problems.contains { $0.severity == .error })
    }

    @Test func aBrokenPluralRuleFailsAtTheHeader() throws {
        let problems = try problems(editing: "ru.po") { text in
            text.replacing("nplurals=3", with: "nplurals=2")
        }
        #expect(problems.contains { $0.file.hasSuffix("ru.po") && $0.message.contains("outside 0 to 1") })
    }

    @Test func pluralEntriesHaveTheFormsTheLanguageHas() {
        let english = """
            msgid ""
            msgstr "Language: en\\nX-Grove-Name: English\\nPlural-Forms: nplurals=2; plural=(n != 1);\\n"

            msgctxt "forest.trees"
            msgid "{count} tree"
            msgid_plural "{count} trees"
            msgstr[0] ""
            msgstr[1] ""
            """
        let russian = """
            msgid ""
            msgstr "Language: ru\\nX-Grove-Name: Русский\\nPlural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

            msgctxt "forest.trees"
            msgid "{count} tree"
            msgid_plural "{count} trees"
            msgstr[0] "{count} дерево"
            msgstr[1] "{count} дерева"
            """
        let (englishFile, _) = POFile.parse(english, path: "en.po")
        let (russianFile, parseProblems) = POFile.parse(russian, path: "ru.po")
        #expect(parseProblems.isEmpty)
        guard case .success(let en) = CatalogLanguage.read(englishFile, code: "en"),
              case .success(let ru) = CatalogLanguage.read(russianFile, code: "ru")
        else {
            Issue.record("the headers should read")
            return
        }
        #expect(CatalogChecker.check(english: en).isEmpty)
        let problems = CatalogChecker.check(ru, against: en)
        #expect(problems.map(\.formatted) == ["ru.po:4: error: 'forest.trees' needs 3 plural form(s), msgstr[0] to msgstr[2], as Plural-Forms says"])
    }

    @Test(arguments: [
        (1, 0), (2, 1), (4, 1), (5, 2), (11, 2), (12, 2), (14, 2), (21, 0), (22, 1), (25, 2), (101, 0), (111, 2), (0, 2),
    ])
    func russianCountsOneFewAndMany(n: Int, form: Int) throws {
        let rule = try #require(PluralExpression(parsing: "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)"))
        #expect(rule.value(n) == form)
    }

    @Test func frenchCountsZeroAndOneAsOne() throws {
        let rule = try #require(PluralExpression(parsing: "(n > 1)"))
        #expect([0, 1, 2, 10].map { rule.value($0) } == [0, 0, 1, 1])
    }

    @Test func continuedStringsAndEscapesRead() {
        let (file, problems) = POFile.parse("""
            # a comment
            #. for translators
            msgctxt "help.example"
            msgid ""
            "one \\"quoted\\"\\n"
            "two"
            msgstr ""
            """, path: "x.po")
        #expect(problems.isEmpty)
        #expect(file.entries == [POEntry(
            context: "help.example", id: "one \"quoted\"\ntwo", idPlural: nil, strings: [""], notes: ["for translators"], line: 3)])
    }
}
