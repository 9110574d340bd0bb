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
        guard let topic = options.arguments.first else {
            invocation.context.write(HelpText.overview(GroveCommandLine.commands))
            return 0
        }
        invocation.context.write(HelpText.details(try GroveCommandLine.command(named: topic)))
        return 0
    }
}
