import GroveText
import GroveWords

/// The words of `grove help`, derived from the commands' declarations.
enum HelpText {
    /// Each exit status grove ends with, and what it means.
    static var exitStatuses: [(status: Int32, meaning: String)] {
        [(0, Words.Help.exitDone), (1, Words.Help.exitFailed), (2, Words.Help.exitUsage)]
    }

    static var overview: String {
        var text = Words.Help.title(version: GroveCommandLine.version, purpose: Words.Help.purpose) + "\n\n"
        text += usageLines(GlobalOptions.usage) + "\n\n"
        text += fitted(Words.Help.noCommand) + "\n\n" + Words.Help.commandsHeading + "\n"
        text += commandLines(GroveCommandLine.commands)
        text += "\n" + Words.Help.globalOptionsHeading + "\n" + GlobalOptions.syntax.helpLines
        let statuses = exitStatuses.map { Words.Help.exitStatusItem(status: "\($0.status)", meaning: $0.meaning) }
            .joined(separator: Words.Game.listSeparator)
        text += "\n" + fitted(Words.Help.exitStatuses(statuses: statuses)) + "\n"
        return text
    }

    static func details(_ command: any Subcommand.Type) -> String {
        var text = usageLines(command.usage) + "\n\n" + Words.Help.summarySentence(summary: command.summary) + "\n"
        text += command.syntax.helpLines
        if !command.subcommands.isEmpty {
            text += "\n" + Words.Help.subcommandsHeading(command: command.path) + "\n" + commandLines(command.subcommands) + "\n"
        }
        if !command.details.isEmpty { text += fitted(command.details) + "\n" }
        return text
    }

    /// A line for each listed command: its name, then its summary.
    private static func commandLines(_ commands: [any Subcommand.Type]) -> String {
        let listed = commands.filter { $0.isListed }
        let width = (listed.map { $0.name.count }.max() ?? 0) + 2
        return listed.map { "  " + $0.name.padded(toColumns: width) + $0.summary + "\n" }.joined()
    }

    /// The terminal width help is written for.
    static let width = 80

    /// "usage: " and `usage` within the help width, a bracketed group never broken
    /// and further lines indented under the first.
    static func usageLines(_ usage: String) -> String {
        var groups: [String] = []
        var depth = 0
        for word in usage.split(separator: " ") {
            if depth > 0 { groups[groups.count - 1] += " " + word } else { groups.append(String(word)) }
            depth += word.count { $0 == "[" } - word.count { $0 == "]" }
        }
        // A lead that ends in a full-width colon ("用法：") has its space in it.
        let lead = Words.Usage.lead + LineBreaks.separator(between: Words.Usage.lead, and: "grove")
        let indent = String(repeating: " ", count: DisplayWidth.columns(of: lead))
        return lead + groups.wrapped(toColumns: width - indent.count).joined(separator: "\n" + indent)
    }

    /// `text` within the help width: a longer line wrapped (``wrapped(_:toColumns:)``), the rest of an
    /// indented line (an example, a list) indented two more.
    static func fitted(_ text: String, width: Int = Self.width) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard DisplayWidth.columns(of: line) > width else { return String(line) }
            let depth = line.prefix { $0 == " " }.count
            let indent = String(repeating: " ", count: depth)
            let lines = wrapped(line, toColumns: width - depth - (depth > 0 ? 2 : 0))
            return indent + lines.joined(separator: "\n" + indent + (depth > 0 ? "  " : ""))
        }.joined(separator: "\n")
    }

    /// `text` filled into lines of at most `width` columns, broken where ``LineBreaks`` allows, the last line never a lone
    /// word when the line before can spare it one.
    static func wrapped(_ text: some StringProtocol, toColumns width: Int) -> [String] {
        var lines = LineBreaks.filled(LineBreaks.pieces(of: text), toColumns: width)
        if lines.count > 1, lines[lines.count - 1].count == 1, lines[lines.count - 2].count > 2 {
            let moved = [lines[lines.count - 2].removeLast()] + lines[lines.count - 1]
            if DisplayWidth.columns(of: LineBreaks.text(of: moved)) <= width {
                lines[lines.count - 1] = moved
            } else {
                lines[lines.count - 2].append(moved[0])
            }
        }
        return lines.map(LineBreaks.text)
    }
}
