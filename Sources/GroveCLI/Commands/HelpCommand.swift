import GroveWords

/// `grove help [COMMAND]`: the command list, or one command's options.
enum HelpCommand: Subcommand {
    static let name = "help"
    static var summary: String { Words.Help.helpSummary }
    static var arguments: [ArgumentDeclaration] {
        [ArgumentDeclaration(
            placeholder: "[COMMAND]", completion: .words(GroveCommandLine.commands.filter { $0.isListed }.map { $0.name }), takesTheRest: true)]
    }

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        // `grove help history edit`: each word a command under the one before.
        var command: (any Subcommand.Type)?
        for name in options.arguments {
            command = try GroveCommandLine.command(named: name, under: command)
        }
        invocation.context.write(command.map(HelpText.details) ?? HelpText.overview)
        return 0
    }
}
