/// The words of `grove help`.
enum HelpText {
    static func overview(_ commands: [any Subcommand.Type]) -> String {
        var text = """
            grove \(GroveCommandLine.version): grow a tree while you focus.

            usage: \(GlobalOptions.usage)

            With no command, grove opens the game screen (or prints the status when not at a terminal).

            commands:

            """
        let rows = commands.filter { $0.isListed }.map { ($0.name, $0.summary) }
            + [("help", "show this, or one command's options: grove help COMMAND")]
        let width = (rows.map { $0.0.count }.max() ?? 0) + 2
        for (name, summary) in rows {
            text += "  " + name + String(repeating: " ", count: width - name.count) + summary + "\n"
        }
        text += """

            global options:
              --speed X        run the game X times faster, e.g. 60 (env GROVE_SPEED)
              --data-dir PATH  keep sessions in PATH (env GROVE_DATA_DIR)
              --no-color       no colours (env NO_COLOR)
              --help, -h       help for grove or a command
              --version        grove's version

            exit status: 0 done, 1 could not be done (the message says why), 2 usage error.

            """
        return text
    }

    static func details(_ command: any Subcommand.Type) -> String {
        "usage: \(command.spec.usage)\n\n\(command.summary).\n\(command.details)\n"
    }
}
