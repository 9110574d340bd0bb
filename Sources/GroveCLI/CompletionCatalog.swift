/// What a shell completion script offers, taken from the commands' declarations.
struct CompletionCatalog {
    let commands = GroveCommandLine.commands.filter { $0.isListed }
    let globals = GlobalOptions.declarations

    /// Each value-taking option once, by name, whichever commands take it: an option's
    /// name means the same value everywhere (`--tag` is always a tag).
    var valueOptions: [OptionDeclaration] {
        var seen: Set<String> = []
        return (globals + commands.flatMap { $0.syntax.options }).filter { $0.value != nil && seen.insert($0.name).inserted }
    }

    /// The option naming the data folder, whose value the words grove is asked for depend on.
    let dataOption = GlobalOptions.dataDirectoryOption.declaration.name

    var valueOptionNames: [String] { valueOptions.flatMap(\.names) }

    /// Every plain argument to complete: its command, its position (from 0) and what completes it.
    var argumentSlots: [(command: String, position: Int, completion: CompletionHint)] {
        commands.flatMap { command in
            command.syntax.arguments.enumerated().map { (command.name, $0.offset, $0.element.completion) }
        }
    }
}
