import GroveText

/// `grove completions SHELL`: a completion script for bash, zsh or fish.
enum CompletionsCommand: Subcommand {
    static let name = "completions"
    static let summary = "print a shell completion script: grove completions bash|zsh|fish"
    static let arguments = [ArgumentDeclaration(
        placeholder: CompletionShell.allCases.map(\.rawValue).joined(separator: "|"), completion: .words(CompletionShell.allCases.map(\.rawValue)))]
    static let details = """
        Completes commands, options, species, dates and your history's tags, as grove itself reads them: the script asks grove \
        at each tab. Install:
          bash grove completions bash > ~/.local/share/bash-completion/completions/grove
          zsh  echo 'source <(grove completions zsh)' >> ~/.zshrc   (after compinit)
          fish grove completions fish > ~/.config/fish/completions/grove.fish
        """

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let shells = CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")
        guard let name = options.arguments.first else { throw .usage("which shell? \(shells)", usage: usage) }
        guard let shell = CompletionShell(rawValue: name) else {
            throw .usage("no completion for \(PrintableText.quoted(name)); choose \(shells)", usage: usage)
        }
        invocation.context.write(shell.script)
        return 0
    }
}
