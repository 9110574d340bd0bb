/// The words of `grove help`, derived from the commands' declarations.
enum HelpText {
    static func overview(_ commands: [any Subcommand.Type]) -> String {
        var text = """
            grove \(GroveCommandLine.version): grow a tree while you focus.

            usage: \(GlobalOptions.usage)

            With no command, grove opens the game screen (or prints the status when not at a terminal).

            commands:

            """
        let listed = commands.filter { $0.isListed }
        let width = (listed.map { $0.name.count }.max() ?? 0) + 2
        for command in listed {
            text += "  " + command.name + String(repeating: " ", count: width - command.name.count) + command.summary + "\n"
        }
        text += "\nglobal options:\n" + CommandSyntax.helpLines(GlobalOptions.declarations)
        text += "\nexit status: 0 done, 1 could not be done (the message says why), 2 usage error.\n"
        return text
    }

    static func details(_ command: any Subcommand.Type) -> String {
        var text = "usage: \(command.usage)\n\n\(command.summary).\n"
        if !command.syntax.options.isEmpty { text += CommandSyntax.helpLines(command.syntax.options) }
        if !command.details.isEmpty { text += command.details + "\n" }
        return text
    }
}
