/// `grove help [COMMAND]`: the command list, or one command's options.
enum HelpCommand: Subcommand {
    static let name = "help"
    static let summary = "show this, or one command's options: grove help COMMAND"
    static var syntax: CommandSyntax {
        CommandSyntax(
            arguments: [ArgumentDeclaration(placeholder: "COMMAND", completion: .words(GroveCommandLine.listedNames))],
            argumentUsage: "[COMMAND]")
    }

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let command = try options.arguments.first.map { name throws(CommandError) in try GroveCommandLine.command(named: name) }
        invocation.context.write(command.map(HelpText.details) ?? HelpText.overview)
        return 0
    }
}
