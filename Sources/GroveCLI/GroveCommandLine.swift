import GroveTerminal
import GroveText

/// grove's command line: arguments in, output and an exit status out.
public enum GroveCommandLine {
    public static let version = "0.1.0"

    static let commands: [any Subcommand.Type] = [
        PlantCommand.self, PauseCommand.self, ResumeCommand.self, GiveUpCommand.self, DoneCommand.self, NoteCommand.self,
        BreakCommand.self,
        StatusCommand.self, HistoryCommand.self, ForestCommand.self, SpeciesCommand.self,
        AchievementsCommand.self, RoomCommand.self, ImportCommand.self, DoctorCommand.self, ConfigCommand.self, CompletionsCommand.self,
        HelpCommand.self,
        WaitCommand.self, HookCommand.self, CompleteCommand.self,
    ]

    /// The commands a person is shown and offered.
    static var listedNames: [String] { commands.filter { $0.isListed }.map { $0.name } }

    /// Runs `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], context: any CommandContext) -> Int32 {
        do {
            return try dispatch(arguments, context: context)
        } catch {
            context.writeError(error.description + "\n")
            return error.exitStatus
        }
    }

    private static func dispatch(_ arguments: [String], context: any CommandContext) throws(CommandError) -> Int32 {
        // Options go before the command as well as after it.
        let (leading, name, rest) = OptionParser.splitAtCommand(
            arguments, options: { commands.flatMap { $0.syntax.options } + GlobalOptions.declarations })
        let command = try name.map { name throws(CommandError) in try Self.command(named: name) }
        let syntax = command?.syntax ?? CommandSyntax()
        let usage = command?.usage ?? GlobalOptions.usage
        let parsed = try OptionParser.parse(
            (leading + rest)[...], options: syntax.options + GlobalOptions.declarations,
            maximumArguments: syntax.maximumArguments, usage: usage)
        let globals = try GlobalOptions(parsed, environment: context.environment)
        if globals.version || globals.help {
            context.write(globals.version ? "grove \(version)\n" : command.map(HelpText.details) ?? HelpText.overview)
            return 0
        }
        guard let command else { return try openGame(Invocation(context: context, globals: globals)) }
        try OptionParser.checkExclusive(parsed, syntax, usage: usage)
        return try command.run(parsed, Invocation(context: context, globals: globals))
    }

    /// `grove` alone: the game screen at a terminal (plain lines at any terminal, a dumb one
    /// included: they need nothing of it), else the status line.
    private static func openGame(_ invocation: Invocation) throws(CommandError) -> Int32 {
        let context = invocation.context
        if context.stdinIsTerminal, context.stdoutIsTerminal, context.openTerminal != nil,
            try invocation.isPlain() || !TerminalCapabilities.isDumb(environment: context.environment) {
            return try GameLauncher.open(invocation, plantOnOpen: nil)
        }
        if context.openTerminal != nil {
            context.writeError(context.stdinIsTerminal && context.stdoutIsTerminal
                ? "grove: this terminal (TERM=dumb) cannot draw the game screen, so here is the status; "
                    + "grove --plain plays the game in sentences.\n"
                : "grove: the game needs an interactive terminal; showing the status instead.\n")
        }
        return try StatusCommand.run(ParsedOptions(), invocation)
    }

    static func command(named name: String) throws(CommandError) -> any Subcommand.Type {
        guard let command = commands.first(where: { $0.name == name }) else {
            var hint = NearestName.suggestion(for: name, among: listedNames)
            if hint.isEmpty { hint = "; commands are " + listedNames.joined(separator: ", ") }
            throw .usage("unknown command \(PrintableText.quoted(name))\(hint)", usage: GlobalOptions.usage)
        }
        return command
    }
}
