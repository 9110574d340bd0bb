import GroveCore
import GroveTerminal
import GroveText
import GroveWords

/// grove's command line: arguments in, output and an exit status out.
public enum GroveCommandLine {
    /// grove's version, stated here only: the release's package, tarball and manual page take it from the binary.
    public static let version = "0.4.0"

    /// What `grove --version` prints: the version and the commit it was built from.
    static func versionLine(commit: String? = BuildCommit.id) -> String {
        "grove \(version) (\(commit ?? Words.Usage.unknownCommit))"
    }

    static let commands: [any Subcommand.Type] = [
        PlantCommand.self, PauseCommand.self, ResumeCommand.self, ExtendCommand.self, GiveUpCommand.self, DoneCommand.self,
        NoteCommand.self, BreakCommand.self, LogCommand.self,
        StatusCommand.self, HistoryCommand.self, ForestCommand.self, SpeciesCommand.self,
        AchievementsCommand.self, RoomCommand.self, ImportCommand.self, DoctorCommand.self, ConfigCommand.self, CompletionsCommand.self,
        HelpCommand.self,
        WaitCommand.self, HookCommand.self, CompleteCommand.self, ManualCommand.self,
    ]

    /// Every command, each followed by those under it (one level: no command under one is a parent).
    static var everyCommand: [any Subcommand.Type] { commands.flatMap { [$0] + $0.subcommands } }

    /// The language a run speaks: the config's `"language"`, else the environment's. A config that cannot be read chooses
    /// nothing here; the command that reads it says why.
    public static func languageChoice(_ context: any CommandContext) -> LanguageChoice {
        let paths = try? GrovePaths.resolve(environment: context.environment, dataOverride: nil)
        let settings = paths.flatMap { try? Invocation.settings(in: $0.configFile, context) }
        return LanguageChoice.resolve(configured: settings?.language, environment: context.environment)
    }

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
        // Options go before the command as well as after it, and before a command under it.
        let everyOption = { everyCommand.flatMap { $0.syntax.options } + GlobalOptions.syntax.options }
        var command: (any Subcommand.Type)?
        var (leading, rest) = ([String](), arguments[...])
        while command?.subcommands.isEmpty != true {
            let split = OptionParser.splitAtCommand(Array(rest), options: everyOption)
            guard let word = split.command else { break }
            command = try Self.command(named: word, under: command)
            (leading, rest) = (leading + split.leading, split.rest)
        }
        let syntax = command?.syntax ?? CommandSyntax(NoOption.self)
        let usage = command?.usage ?? GlobalOptions.usage
        let parsed: ParsedOptions<GlobalOptions.Option> = try OptionParser.parse(
            (leading + rest)[...], options: syntax.options + GlobalOptions.syntax.options,
            maximumArguments: syntax.maximumArguments, usage: usage)
        let globals = try GlobalOptions(parsed, environment: context.environment)
        if globals.version || globals.help {
            context.write(globals.version ? versionLine() + "\n" : command.map(HelpText.details) ?? HelpText.overview)
            return 0
        }
        guard let command else { return try openGame(Invocation(context: context, globals: globals)) }
        try OptionParser.checkRelations(parsed, syntax, usage: usage)
        return try command.run(parsed: parsed, Invocation(context: context, globals: globals))
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
            let why = context.stdinIsTerminal && context.stdoutIsTerminal ? Words.Launcher.dumbTerminal : Words.Launcher.notInteractive
            context.writeError("grove: \(why)\n")
        }
        return try StatusCommand.run(ParsedOptions(), invocation)
    }

    /// The command `name` names, among those under `parent` when there is one.
    static func command(named name: String, under parent: (any Subcommand.Type)? = nil) throws(CommandError) -> any Subcommand.Type {
        let list = parent?.subcommands ?? commands
        guard let command = list.first(where: { $0.name == name }) else {
            let names = list.filter { $0.isListed }.map { $0.name }
            var hint = NearestName.suggestion(for: name, among: names)
            if hint.isEmpty, !names.isEmpty { hint = Words.Usage.commandsAre(commands: names.joined(separator: ", ")) }
            let typed = PrintableText.quoted(name)
            let message = parent.map { Words.Usage.unknownSubcommand(parent: $0.name, command: typed, hint: hint) }
                ?? Words.Usage.unknownCommand(command: typed, hint: hint)
            throw .usage(message, usage: parent?.usage ?? GlobalOptions.usage)
        }
        return command
    }

    /// The words after `grove` that run `command`: `history edit`.
    static func path(to command: any Subcommand.Type) -> String {
        let parent = commands.first { $0.subcommands.contains { $0 == command } }
        return parent.map { "\($0.name) \(command.name)" } ?? command.name
    }
}
