import GroveText
import GroveWords

/// `grove completions SHELL`: a completion script for bash, zsh or fish.
enum CompletionsCommand: Subcommand {
    static let name = "completions"
    static var summary: String { Words.Help.completionsSummary }
    static let arguments = [ArgumentDeclaration(
        placeholder: CompletionShell.allCases.map(\.rawValue).joined(separator: "|"), completion: .words(CompletionShell.allCases.map(\.rawValue)))]
    static var details: String { Words.Help.completionsDetails }

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        guard let name = options.arguments.first else { throw .usage(Words.Usage.whichShell(shells: CompletionShell.listed), usage: usage) }
        guard let shell = CompletionShell(rawValue: name) else {
            throw .usage(Words.Usage.noCompletion(shell: PrintableText.quoted(name), shells: CompletionShell.listed), usage: usage)
        }
        invocation.context.write(shell.script)
        return 0
    }
}
