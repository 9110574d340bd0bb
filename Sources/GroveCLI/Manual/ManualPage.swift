import GroveCore
import GroveWords

/// grove(1), written from the declarations `grove help` and the completions come from (the commands and those under
/// them, their syntax and details, the global options), so that the manual and help never disagree.
enum ManualPage {
    /// The page, dated `date` (YYYY-MM-DD) in its footer beside grove's version; in English whatever the language, since
    /// a release installs one page for every user.
    static func text(date: String) -> String {
        Words.$language.withValue(.en) { englishText(date: date) }
    }

    private static func englishText(date: String) -> String {
        var page = Roff(title: "GROVE", section: 1, date: date, source: "grove \(GroveCommandLine.version)", manual: "User Commands")
        // Ragged right and no hyphenation: an option or a path split at a hyphen cannot be told from one with it.
        page.macro("ad", "l")
        page.macro("nh")
        page.macro("SH", "NAME")
        page.text("grove \\- " + Roff.escaped(Words.Help.purpose))
        page.macro("SH", "SYNOPSIS")
        page.text(usage(GlobalOptions.usage))
        page.macro("SH", "DESCRIPTION")
        page.text(Roff.escaped(description))
        page.macro("PP")
        page.text(Roff.escaped(Words.Help.noCommand + " On the game screen, ? lists its keys."))
        page.macro("SH", "COMMANDS")
        for command in GroveCommandLine.commands where command.isListed {
            describe(command, on: &page)
        }
        page.macro("SH", "GLOBAL OPTIONS")
        options(of: GlobalOptions.syntax, on: &page)
        page.macro("SH", "ENVIRONMENT")
        entries(environment, on: &page)
        page.macro("SH", "FILES")
        entries(files, on: &page)
        page.macro("SH", "EXIT STATUS")
        entries(HelpText.exitStatuses.map { ("\($0.status)", $0.meaning + ".") }, on: &page)
        page.macro("SH", "EXAMPLES")
        for (index, example) in examples.enumerated() {
            if index > 0 { page.macro("PP") }
            page.text(Roff.escaped(example.what))
            block(example.lines, on: &page)
        }
        page.macro("SH", "SEE ALSO")
        page.text(["tmux", "timew", "notify-send"].map { Roff.bold($0) + "(1)" }.joined(separator: ", "))
        return page.source
    }

    private static let description = """
        Plant a tree and focus: while its countdown runs the tree grows, and if you give up it withers. Every tree, \
        grown or withered, stays in your forest. The session lives in the data folder, not in a process: it survives \
        the terminal closing, the laptop sleeping and grove being killed, and each command below acts on it from any shell.
        """

    /// A usage line as bold literals and italic placeholders.
    private static func usage(_ usage: String) -> String {
        usage.split(separator: " ").map(usageWord).joined(separator: " ")
    }

    /// One word of a usage line: brackets and bars as they are, a placeholder (`N`, `TAG`) in italics, the rest
    /// (option names, `grove`, `edit`, `-`) in bold.
    private static func usageWord(_ word: Substring) -> String {
        var styled = ""
        var piece = ""
        func flush() {
            guard !piece.isEmpty else { return }
            let isPlaceholder = piece.contains(where: \.isUppercase) && piece.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "-" }
            styled += isPlaceholder ? Roff.italic(piece) : Roff.bold(piece)
            piece = ""
        }
        for character in word {
            if "[]|".contains(character) {
                flush()
                styled.append(character)
            } else {
                piece.append(character)
            }
        }
        flush()
        return styled
    }

    /// A command's subsection as `grove help` shows the command: its usage, summary, options, the commands under it and
    /// its details; then a subsection for each command under it.
    private static func describe(_ command: any Subcommand.Type, on page: inout Roff) {
        let subcommands = command.subcommands.filter { $0.isListed }
        page.macro("SS", Roff.escaped("grove " + command.path))
        page.text(usage(command.usage))
        page.macro("PP")
        page.text(Roff.escaped(command.summary + "."))
        options(of: command.syntax, on: &page)
        if !subcommands.isEmpty {
            page.macro("PP")
            page.text(Roff.escaped("The commands under it, each described below:"))
            entries(subcommands.map { ($0.name, $0.summary) }, on: &page)
        }
        if !command.details.isEmpty {
            page.macro("PP")
            lines(command.details, on: &page)
        }
        for subcommand in subcommands {
            describe(subcommand, on: &page)
        }
    }

    /// Each option as a tagged paragraph: its spellings and its help as `grove help` gives them, the help after the
    /// option it requires.
    private static func options(of syntax: CommandSyntax, on page: inout Roff) {
        for option in syntax.options {
            page.macro("TP")
            page.text(CommandSyntax.spellings(option, name: Roff.bold, placeholder: Roff.italic))
            page.text(Roff.escaped(syntax.paragraph(option)))
        }
    }

    /// A command's details as `grove help` shows them: a line that ends a sentence ends its line, an indented
    /// run (examples, a list) is set apart as it is typed.
    private static func lines(_ text: String, on page: inout Roff) {
        var lines = text.split(separator: "\n")[...]
        var afterSentence = false
        while let line = lines.first {
            if line.hasPrefix(" ") {
                let run = lines.prefix { $0.hasPrefix(" ") }
                lines = lines.dropFirst(run.count)
                let indent = run.map { $0.prefix { $0 == " " }.count }.min() ?? 0
                block(run.map { String($0.dropFirst(indent)) }, on: &page)
                afterSentence = false
            } else {
                if afterSentence { page.macro("br") }
                page.text(Roff.escaped(String(line)))
                lines = lines.dropFirst()
                afterSentence = line.last.map(".:?!".contains) ?? false
            }
        }
    }

    /// Lines set apart and kept as they are typed: commands, a script, a list.
    private static func block(_ lines: [String], on page: inout Roff) {
        page.macro("RS", "4")
        page.macro("nf")
        lines.forEach { page.literal(Roff.escaped($0)) }
        page.macro("fi")
        page.macro("RE")
    }

    /// Tagged paragraphs: a bold name (a command, a variable, a path, a status), then what it means.
    private static func entries(_ entries: [(name: String, text: String)], on page: inout Roff) {
        for entry in entries {
            page.macro("TP")
            page.text(Roff.bold(entry.name))
            page.text(Roff.escaped(entry.text))
        }
    }

    private static var environment: [(name: String, text: String)] {
        let dataFolder = CommandSyntax.spelled(GlobalOptions.Option.dataDirectory.declaration)
        let speed = CommandSyntax.spelled(GlobalOptions.Option.speed.declaration)
        return [
            ("GROVE_DATA_DIR", "The data folder, unless \(dataFolder) names one (see FILES)."),
            ("GROVE_SPEED", "How many times faster the game runs, unless \(speed) says; the speed is recorded with each session."),
            ("GROVE_DEVICE", """
                This machine's name among the devices that share the data folder, its files kept under devices/NAME; else \
                config "device", else the host name. NAME \(DeviceNameRule.rule).
                """),
            ("NO_COLOR", "Set and not empty: no colours, as \(GlobalOptions.Option.noColor.name)."),
            ("ACCESSIBLE", "Set to anything but empty or 0: sentences instead of a full screen, as \(GlobalOptions.Option.plain.name)."),
            ("TERM, COLORTERM", """
                COLORTERM truecolor or 24bit: 24-bit colours; else a TERM with 256color: 256 colours; else 16. \
                TERM=dumb cannot draw the game screen: grove prints the status instead.
                """),
            ("LC_ALL, LC_CTYPE, LANG", "The first one set tells whether the window title may hold emoji (a UTF-8 locale, outside the Linux console)."),
            ("XDG_DATA_HOME, XDG_CONFIG_HOME, HOME", "Where the data and config folders are (see FILES)."),
        ]
    }

    private static var files: [(name: String, text: String)] {
        let xdg = GrovePaths.resolved(["XDG_DATA_HOME": "$XDG_DATA_HOME", "XDG_CONFIG_HOME": "$XDG_CONFIG_HOME"])
        let home = GrovePaths.resolved([:])
        let events = HookEvent.allCases.map(\.rawValue).joined(separator: ", ")
        return [
            ("$GROVE_DATA_DIR, \(xdg.data), \(home.data)", """
                The data folder, the first of them that is set: each machine's sessions and events under \
                devices/DEVICE/, which only that machine writes, so a file synchroniser can carry the folder between \
                machines. grove doctor checks it. Removing grove leaves it as it is.
                """),
            ("\(xdg.configFile), \(home.configFile)", "The settings; every key is optional. grove config shows those in force."),
            ("\(xdg.hooks)/EVENT, \(home.hooks)/EVENT", """
                Executables run when EVENT happens (\(events)), with the session's facts in \
                \(hookVariables.joined(separator: ", ")) (times in ISO 8601, UTC). A missing hook is skipped; one that fails \
                or runs too long is stopped and noted in \(xdg.hookLog.dropFirst(xdg.data.count + 1)) in the data folder.
                """),
            ("ROOM", """
                A folder friends share to plant together (grove plant --with ROOM; config "rooms" names rooms). Each \
                member writes only their own file there, named after config "name" or the user name; a file that is \
                damaged, too large or hostile is skipped with a line naming it.
                """),
        ]
    }

    /// The variables a hook sees (``HookFacts``).
    static let hookVariables = [
        "GROVE_EVENT", "GROVE_SESSION_ID", "GROVE_KIND", "GROVE_TAG", "GROVE_SPECIES", "GROVE_PLANNED_SECONDS",
        "GROVE_FOCUSED_SECONDS", "GROVE_EXTENDED_SECONDS", "GROVE_STARTED_AT", "GROVE_ENDED_AT", "GROVE_NOTE",
        "GROVE_PROJECT", "GROVE_BRANCH", "GROVE_COMMITS", "GROVE_INTERRUPTIONS", "GROVE_PAUSE_REASON",
    ]

    private static var examples: [(what: String, lines: [String])] {
        let hook = "\(GrovePaths.resolved([:]).hooks)/\(HookEvent.completed.rawValue)"
        return [
            ("Plant a 50-minute tree for writing, then see its countdown from any shell:", [
                "grove plant --minutes 50 --tag writing", "grove status",
            ]),
            ("The countdown in tmux's status line:", [
                #"set -g status-right '#(grove status --format "{glyph} {countdown} {tag}")'"#,
            ]),
            ("A hook that records each grown tree in timewarrior, saved as \(hook) and made executable:", [
                "#!/bin/sh", #"timew track "$GROVE_STARTED_AT" - "$GROVE_ENDED_AT" "$GROVE_TAG" :quiet"#,
            ]),
            ("Your history from the Forest app's CSV export: first see what would be added, then add it:", [
                "grove import --dry-run forest.csv", "grove import forest.csv",
            ]),
            ("The whole game 60 times faster, for a demonstration:", ["grove --speed 60"]),
        ]
    }
}

extension GrovePaths {
    /// The paths `environment` gives, its values as written (`~`, `$XDG_DATA_HOME`), for the manual.
    fileprivate static func resolved(_ environment: [String: String]) -> GrovePaths {
        do {
            return try resolve(environment: environment.merging(["HOME": "~"]) { given, _ in given }, dataOverride: nil)
        } catch {
            preconditionFailure("with HOME set the paths always resolve")
        }
    }
}
