import GroveText

/// `grove completions SHELL`: a completion script for bash, zsh or fish.
enum CompletionsCommand: Subcommand {
    static let name = "completions"
    static let summary = "print a shell completion script: grove completions bash|zsh|fish"
    static let shells = ["bash", "zsh", "fish"]
    static let syntax = CommandSyntax(
        arguments: [ArgumentDeclaration(placeholder: "SHELL", completion: .words(shells))], argumentUsage: shells.joined(separator: "|"))
    static let details = """
        Completes commands, options, species, dates and your history's tags. Install:
          bash grove completions bash > ~/.local/share/bash-completion/completions/grove
          zsh  echo 'source <(grove completions zsh)' >> ~/.zshrc
          fish grove completions fish > ~/.config/fish/completions/grove.fish
        """

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let catalog = CompletionCatalog()
        switch options.arguments.first {
        case "bash": invocation.context.write(BashCompletion.script(catalog))
        case "zsh": invocation.context.write(ZshCompletion.script(catalog))
        case "fish": invocation.context.write(FishCompletion.script(catalog))
        case nil: throw .usage("which shell? \(shells.joined(separator: ", "))", usage: usage)
        case let other?: throw .usage("no completion for \(PrintableText.quoted(other)); choose \(shells.joined(separator: ", "))", usage: usage)
        }
        return 0
    }
}
