/// grove's command line: arguments in, output and an exit status out.
public enum GroveCommandLine {
    public static let version = "0.1.0"

    static let commands: [any Subcommand.Type] = [
        PlantCommand.self, PauseCommand.self, ResumeCommand.self, GiveUpCommand.self, DoneCommand.self, NoteCommand.self,
        BreakCommand.self,
        StatusCommand.self, HistoryCommand.self, ForestCommand.self, SpeciesCommand.self,
        AchievementsCommand.self, ImportCommand.self, DoctorCommand.self, ConfigCommand.self, WaitCommand.self,
        HookCommand.self,
    ]

    /// Runs `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        do {
            return try dispatch(arguments, context: context)
        } catch {
            context.writeError(error.description + "\n")
            return error.exitStatus
        }
    }

    private static func dispatch(_ arguments: [String], context: CommandContext) throws(CommandError) -> Int32 {
        let (globals, rest) = try GlobalOptions.extract(from: arguments, environment: context.environment)
        if globals.version {
            context.write("grove \(version)\n")
            return 0
        }
        guard let name = rest.first else {
            if globals.help {
                context.write(HelpText.overview(commands))
                return 0
            }
            return try openGame(Invocation(context: context, globals: globals))
        }
        if name == "help" {
            guard rest.count <= 2 else { throw .usage("help takes one command", usage: "grove help [COMMAND]") }
            guard let topic = rest.dropFirst().first else {
                context.write(HelpText.overview(commands))
                return 0
            }
            guard let command = command(named: topic) else { throw unknown(topic) }
            context.write(HelpText.details(command))
            return 0
        }
        guard let command = command(named: name) else { throw unknown(name) }
        if globals.help {
            context.write(HelpText.details(command))
            return 0
        }
        let options = try OptionParser.parse(Array(rest.dropFirst()), spec: command.spec)
        return try command.run(options, Invocation(context: context, globals: globals))
    }

    /// `grove` alone: the game screen at a terminal, else the status line.
    private static func openGame(_ invocation: Invocation) throws(CommandError) -> Int32 {
        let context = invocation.context
        let term = context.environment["TERM"] ?? ""
        if context.stdinIsTerminal, context.stdoutIsTerminal, term != "dumb", let openGame = context.openGame {
            return openGame(GameLaunch(
                paths: try invocation.paths(), settings: try invocation.settings(), speed: invocation.globals.speed,
                colorEnabled: invocation.globals.colorEnabled, plantOnOpen: nil))
        }
        if context.openGame != nil {
            context.writeError("grove: the game needs an interactive terminal; showing the status instead.\n")
        }
        return try StatusCommand.run(ParsedOptions(), invocation)
    }

    private static func command(named name: String) -> (any Subcommand.Type)? {
        commands.first { $0.name == name }
    }

    private static func unknown(_ name: String) -> CommandError {
        let listed = commands.filter { $0.isListed }.map { $0.name }.joined(separator: ", ")
        return .usage("unknown command '\(name)'; commands are \(listed), help", usage: GlobalOptions.usage)
    }
}
