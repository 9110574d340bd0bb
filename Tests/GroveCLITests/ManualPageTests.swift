import Foundation
@testable import GroveCLI
@testable import GroveCore
import GroveWords
import Testing

/// `grove _manual` writes grove(1); it must say what `grove help` says about every command, those under a command
/// included, and every option.
@Suite("the manual page")
struct ManualPageTests {
    /// A command in a list of commands, as `grove help` lists it.
    struct Listed: Equatable {
        let name: String
        let summary: String
    }

    /// What help says about one command, or about grove itself (the global options).
    struct Described: Equatable, CustomStringConvertible {
        var usage = ""
        var summary = ""
        /// Each option's spellings (`--yes, -y`) and its help, words separated by single spaces.
        var options: [String: String] = [:]
        var optionOrder: [String] = []
        /// The commands under it.
        var commands: [Listed] = []
        var details = ""

        var description: String {
            "usage: \(usage)\nsummary: \(summary)\n" + optionOrder.map { "  \($0): \(options[$0] ?? "")\n" }.joined()
                + commands.map { "  \($0.name): \($0.summary)\n" }.joined() + "details: \(details)"
        }
    }

    private static func manual(environment: [String: String] = ["SOURCE_DATE_EPOCH": "1795000000"]) -> String {
        let harness = CLIHarness()
        #expect(harness.run(["_manual"], environment: environment) == 0, "\(harness.errors)")
        return harness.output
    }

    private static func help(_ arguments: [String]) -> String {
        let harness = CLIHarness()
        #expect(harness.run(arguments) == 0, "\(harness.errors)")
        return harness.output
    }

    /// Every command `grove help` lists and every one `grove COMMAND --help` lists under it, each followed by those
    /// under it, as the words after `grove` that run it: `history`, `history edit`, `history delete`, `forest` …
    private static func listedCommands(under path: [String] = []) -> [(path: String, summary: String)] {
        let listed = path.isEmpty ? HelpReading.commands(help(["help"])) : HelpReading.described(help(path + ["--help"])).commands
        return listed.flatMap { command in
            [((path + [command.name]).joined(separator: " "), command.summary)] + listedCommands(under: path + [command.name])
        }
    }

    @Test func theManualListsTheCommandsHelpLists() throws {
        let page = ManualReading(Self.manual())
        let listed = Self.listedCommands()
        try #require(listed.contains { $0.path.contains(" ") }, "no command under another: \(listed.map(\.path))")
        #expect(page.subsections(of: "COMMANDS").map(\.title) == listed.map { "grove " + $0.path })
        for (path, summary) in listed {
            let said = page.subsections(of: "COMMANDS").first { $0.title == "grove " + path }.map(ManualReading.described)
            #expect(said?.summary == summary, "grove \(path)")
        }
    }

    @Test func eachCommandsUsageOptionsAndDetailsAgreeWithItsHelp() throws {
        let page = ManualReading(Self.manual())
        for (path, _) in Self.listedCommands() {
            let words = path.split(separator: " ").map(String.init)
            let text = Self.help(words + ["--help"])
            #expect(Self.help(["help"] + words) == text, "grove help \(path)")
            let help = HelpReading.described(text)
            let subsection = try #require(page.subsections(of: "COMMANDS").first { $0.title == "grove " + path }, "grove \(path)")
            let manual = ManualReading.described(subsection)
            #expect(manual.usage == help.usage, "grove \(path)")
            #expect(manual.optionOrder == help.optionOrder, "grove \(path)")
            #expect(manual.options == help.options, "grove \(path)")
            #expect(manual.commands == help.commands, "grove \(path)")
            #expect(manual.details == help.details, "grove \(path)")
        }
    }

    /// An option that goes only with another, and options of which only one may be given, read alike in help and the
    /// manual: in the usage line (`--ics [--breaks]`, `[--json | --csv]`) and in the option's own text (`with --ics:`).
    @Test func optionsRelationsReadTheSameInBoth() throws {
        let page = ManualReading(Self.manual())
        var (requirements, groups) = (0, 0)
        for command in GroveCommandLine.everyCommand where command.isListed {
            let help = HelpReading.described(Self.help(command.path.split(separator: " ").map(String.init) + ["--help"]))
            let subsection = try #require(page.subsections(of: "COMMANDS").first { $0.title == "grove " + command.path })
            let manual = ManualReading.described(subsection)
            for (option, required) in command.syntax.requirements {
                requirements += 1
                let spelling = CommandSyntax.spellings(option)
                for said in [help, manual] {
                    #expect(said.usage.contains("\(CommandSyntax.spelled(required)) [\(CommandSyntax.spelled(option))]"), "\(said.usage)")
                    #expect(said.options[spelling]?.contains(required.name) == true, "grove \(command.path) \(spelling)")
                }
                #expect(manual.options[spelling] == help.options[spelling], "grove \(command.path) \(spelling)")
            }
            for group in command.syntax.exclusive {
                // An option in two groups is drawn with the first only: help shows the second nowhere, and neither may the manual.
                let first = CommandSyntax.spelled(group[0])
                let drawn = HelpReading.alternatives(in: help.usage, startingWith: first)
                #expect(HelpReading.alternatives(in: manual.usage, startingWith: first) == drawn, "grove \(command.path)")
                guard drawn.count > 1 else { continue }
                groups += 1
                #expect(drawn.count == group.count, "grove \(command.path): \(help.usage)")
                for (alternative, option) in zip(drawn, group) {
                    #expect(alternative.hasPrefix(CommandSyntax.spelled(option)), "grove \(command.path): \(help.usage)")
                }
            }
        }
        #expect(requirements > 0 && groups > 0, "no command declares a relation help shows")
    }

    @Test func theGlobalOptionsAgreeWithHelp() throws {
        let page = ManualReading(Self.manual())
        let help = HelpReading.globalOptions(Self.help(["help"]))
        try #require(!help.optionOrder.isEmpty)
        let manual = ManualReading.described(ManualReading.Subsection(title: "", lines: page.lines(of: "GLOBAL OPTIONS")))
        #expect(manual.optionOrder == help.optionOrder)
        #expect(manual.options == help.options)
        #expect(page.lines(of: "SYNOPSIS").map(ManualReading.plain).joined(separator: " ") == HelpReading.usage(Self.help(["help"])))
    }

    @Test func theFooterCarriesTheVersionAndTheDateOfSourceDateEpoch() {
        let title = Self.manual().split(separator: "\n").first { $0.hasPrefix(".TH ") }
        #expect(title == #".TH GROVE 1 2026-11-18 "grove \#(GroveCommandLine.version)" "User Commands""#)
    }

    /// The manual is installed once for every user, so it is English whatever language grove speaks.
    @Test func theManualIsEnglishInEveryLanguage() {
        let english = Self.manual()
        for language in Language.allCases where language != .en {
            let written = Words.$language.withValue(language) { Self.manual() }
            #expect(written == english, "\(language)")
        }
    }

    @Test func theManualHasEverySectionAPersonLooksFor() {
        let page = ManualReading(Self.manual())
        #expect(page.sectionNames == [
            "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "GLOBAL OPTIONS", "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES",
            "SEE ALSO",
        ])
        let environment = page.lines(of: "ENVIRONMENT").map(ManualReading.plain).joined(separator: "\n")
        for variable in ["GROVE_DATA_DIR", "GROVE_SPEED", "GROVE_DEVICE", "NO_COLOR", "ACCESSIBLE", "LANG", "XDG_CONFIG_HOME"] {
            #expect(environment.contains(variable), "\(variable)")
        }
    }

    @Test func theManualNamesEachVariableAHookSees() throws {
        let facts = HookFacts(
            event: .completed, sessionID: "id", kind: .focus, tag: "work", species: "oak", plannedSeconds: 1500, focusedSeconds: 1500,
            startedAt: Date(timeIntervalSince1970: 0), endedAt: nil, note: nil, extendedSeconds: 0)
        #expect(ManualPage.hookVariables.sorted() == facts.environment.keys.sorted())
        let files = ManualReading(Self.manual()).lines(of: "FILES").map(ManualReading.plain).joined(separator: " ")
        #expect(ManualPage.hookVariables.allSatisfy(files.contains))
    }

    /// A manual page's lines are text or macros; nothing a person typed may start a line as a macro would.
    @Test func textThatLooksLikeRoffIsEscaped() {
        #expect(Roff.escaped(".hidden 'quoted' a\\b -x 写") == #"\&.hidden 'quoted' a\eb \-x \[u5199]"#)
        #expect(Roff.escaped("'start") == #"\&'start"#)
        #expect(Roff.escaped("🌲") == #"\[u1F332]"#)
    }

    @Test func manualLintersFindNothing() throws {
        let page = Self.manual()
        var ran = 0
        for linter in [["mandoc", "-T", "lint", "-W", "all"], ["groff", "-ww", "-z", "-man"]] {
            guard let said = try Self.run(linter, input: page) else {
                print("skipped \(linter[0]): not installed (apt-get install \(linter[0]))")
                continue
            }
            ran += 1
            #expect(said.isEmpty, "\(linter.joined(separator: " ")):\n\(said)")
        }
        if ran == 0 { print("manual page not linted: neither mandoc nor groff is installed") }
    }

    /// What `command` wrote on stdout and stderr (mandoc lint reports on stdout); nil when it is not installed.
    private static func run(_ command: [String], input: String) throws -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let tool = paths.map({ "\($0)/\(command[0])" }).first(where: FileManager.default.isExecutableFile) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = Array(command.dropFirst())
        let output = Pipe()
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = output
        process.standardError = output
        try process.run()
        inputPipe.fileHandleForWriting.write(Data(input.utf8))
        try inputPipe.fileHandleForWriting.close()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return said
    }
}

/// Reads `grove help` as a person does: usage lines, a summary, aligned options, the commands under it, then the details.
enum HelpReading {
    /// The listed commands and their summaries, from `grove help`.
    static func commands(_ text: String) -> [ManualPageTests.Listed] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "commands:" }
        return readCommands(&lines)
    }

    static func usage(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let usage = lines.drop { !$0.hasPrefix("usage: ") }.prefix { !$0.isEmpty }
        return words(usage.joined(separator: " ").dropFirst("usage: ".count))
    }

    /// `grove help COMMAND`.
    static func described(_ text: String) -> ManualPageTests.Described {
        var described = ManualPageTests.Described()
        described.usage = usage(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.isEmpty }.dropFirst()
        described.summary = String(lines.first ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "."))
        var rest = lines.dropFirst()
        readOptions(&rest, into: &described)
        rest = rest.drop { $0.isEmpty }
        if rest.first?.hasPrefix("commands") == true { described.commands = readCommands(&rest) }
        described.details = words(rest.joined(separator: " "))
        return described
    }

    /// Takes a heading ending in a colon and the "  name  summary" lines under it off the front of `lines`.
    private static func readCommands(_ lines: inout ArraySlice<Substring>) -> [ManualPageTests.Listed] {
        guard lines.first?.hasSuffix(":") == true else { return [] }
        lines.removeFirst()
        var listed: [ManualPageTests.Listed] = []
        while let line = lines.first, line.hasPrefix("  ") {
            let (name, summary) = splitAtGap(line)
            listed.append(ManualPageTests.Listed(name: name, summary: summary))
            lines.removeFirst()
        }
        return listed
    }

    /// The alternatives of the usage's bracketed group that starts with `first`: `[--json | --csv | --ics [--breaks]]`
    /// gives `--json`, `--csv` and `--ics [--breaks]`.
    static func alternatives(in usage: String, startingWith first: String) -> [String] {
        guard let start = usage.range(of: "[" + first) else { return [] }
        var alternatives = [""]
        var depth = 0
        for character in usage[usage.index(after: start.lowerBound)...] {
            if character == "]", depth == 0 { break }
            depth += character == "[" ? 1 : character == "]" ? -1 : 0
            if character == "|", depth == 0 { alternatives.append("") } else { alternatives[alternatives.count - 1].append(character) }
        }
        return alternatives.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The options under "global options:" in `grove help`.
    static func globalOptions(_ text: String) -> ManualPageTests.Described {
        var described = ManualPageTests.Described()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "global options:" }.dropFirst()
        readOptions(&lines, into: &described)
        return described
    }

    /// Takes option lines ("  --tag TAG   help", continued by deeper-indented lines) off the front of `lines`.
    private static func readOptions(_ lines: inout ArraySlice<Substring>, into described: inout ManualPageTests.Described) {
        while let line = lines.first, line.hasPrefix("  -") {
            let (spelling, help) = splitAtGap(line)
            lines.removeFirst()
            var paragraph = help
            while let more = lines.first, more.hasPrefix("    "), !more.hasPrefix("  -") {
                paragraph += " " + more.trimmingCharacters(in: .whitespaces)
                lines.removeFirst()
            }
            described.optionOrder.append(spelling)
            described.options[spelling] = words(paragraph)
        }
    }

    /// "  name   the rest": the first column and the rest, split at the first gap of two spaces.
    private static func splitAtGap(_ line: Substring) -> (String, String) {
        let trimmed = line.drop { $0 == " " }
        guard let gap = trimmed.range(of: "  ") else { return (String(trimmed), "") }
        return (String(trimmed[..<gap.lowerBound]), trimmed[gap.upperBound...].trimmingCharacters(in: .whitespaces))
    }

    static func words<Text: StringProtocol>(_ text: Text) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// Reads a man(7) page's source: its sections, their subsections, and their text without escapes.
struct ManualReading {
    struct Subsection {
        let title: String
        let lines: [String]
    }

    let lines: [String]

    init(_ text: String) {
        lines = text.split(separator: "\n").map(String.init)
    }

    var sectionNames: [String] {
        lines.filter { $0.hasPrefix(".SH ") }.map { Self.argument(of: $0) }
    }

    /// The lines of section `name`, up to the next.
    func lines(of name: String) -> [String] {
        Array(lines.drop { !$0.hasPrefix(".SH ") || Self.argument(of: $0) != name }.dropFirst().prefix { !$0.hasPrefix(".SH ") })
    }

    func subsections(of name: String) -> [Subsection] {
        var subsections: [Subsection] = []
        for line in lines(of: name) {
            if line.hasPrefix(".SS ") {
                subsections.append(Subsection(title: Self.plain(Self.argument(of: line)), lines: []))
            } else if let last = subsections.popLast() {
                subsections.append(Subsection(title: last.title, lines: last.lines + [line]))
            }
        }
        return subsections
    }

    /// A command's subsection: its usage, its summary, its options as tagged paragraphs, the commands under it as tagged
    /// paragraphs after a heading, then its details.
    static func described(_ subsection: Subsection) -> ManualPageTests.Described {
        var described = ManualPageTests.Described()
        // Paragraphs start at .PP and .TP; a .TP's first line is its tag.
        var paragraphs: [(tag: String?, lines: [String])] = [(nil, [])]
        var expectingTag = false
        for line in subsection.lines {
            if line == ".PP" || line == ".RE" {
                paragraphs.append((nil, []))
            } else if line.hasPrefix(".TP") {
                paragraphs.append((nil, []))
                expectingTag = true
            } else if expectingTag {
                paragraphs[paragraphs.count - 1].tag = plain(line)
                expectingTag = false
            } else if line.hasPrefix(".") && !line.hasPrefix(".B ") && !line.hasPrefix(".I ") {
                continue
            } else {
                paragraphs[paragraphs.count - 1].lines.append(plain(line))
            }
        }
        var text = paragraphs.filter { !$0.lines.isEmpty || $0.tag != nil }
        // An option's tag starts with a dash; any other names a command, and the paragraph before the first is its heading.
        let isCommand = { (paragraph: (tag: String?, lines: [String])) in paragraph.tag.map { !$0.hasPrefix("-") } ?? false }
        if let first = text.firstIndex(where: isCommand), first > 0, text[first - 1].tag == nil { text.remove(at: first - 1) }
        let untagged = text.filter { $0.tag == nil }.map { HelpReading.words($0.lines.joined(separator: " ")) }
        if subsection.title.hasPrefix("grove") {
            described.usage = untagged.first ?? ""
            described.summary = untagged.dropFirst().first.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ".")) } ?? ""
            described.details = untagged.dropFirst(2).joined(separator: " ")
        }
        for paragraph in text {
            guard let tag = paragraph.tag else { continue }
            let said = HelpReading.words(paragraph.lines.joined(separator: " "))
            if isCommand(paragraph) {
                described.commands.append(ManualPageTests.Listed(name: tag, summary: said))
            } else {
                described.optionOrder.append(tag)
                described.options[tag] = said
            }
        }
        return described
    }

    /// The text of a line without its macro and escapes, as a person reads it.
    static func plain(_ line: String) -> String {
        var text = line
        if text.hasPrefix(".B ") || text.hasPrefix(".I ") { text = String(text.dropFirst(3)) }
        var plain = ""
        var rest = Substring(text)
        while let backslash = rest.firstIndex(of: "\\") {
            plain += rest[..<backslash]
            rest = rest[rest.index(after: backslash)...]
            guard let escape = rest.first else { break }
            rest = rest.dropFirst()
            switch escape {
            case "f": rest = rest.dropFirst()
            case "&": break
            case "-": plain += "-"
            case "e": plain += "\\"
            case " ": plain += " "
            case "[":
                let name = rest.prefix { $0 != "]" }
                rest = rest.dropFirst(name.count + 1)
                if name.hasPrefix("u"), let value = UInt32(name.dropFirst(), radix: 16), let scalar = Unicode.Scalar(value) {
                    plain.unicodeScalars.append(scalar)
                }
            default: plain.append(escape)
            }
        }
        return plain + rest
    }

    private static func argument(of line: String) -> String {
        line.split(separator: " ", maxSplits: 1).dropFirst().first.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) } ?? ""
    }
}
