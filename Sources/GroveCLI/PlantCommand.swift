import FoundationEssentials
import GroveCore

/// `grove plant`: start a focus session.
enum PlantCommand: Subcommand {
    static let name = "plant"
    static let summary = "plant a tree: start a focus session"
    static let minutes = Option(
        "--minutes", .minutes,
        help: "length of the session, \(GroveSettings.minuteRange.lowerBound) to \(GroveSettings.minuteRange.upperBound) (default from config, 25)")
    static let tag = Option("--tag", .tag, help: "what the focus is for, e.g. writing (letters, digits, emoji, - _ .)")
    static let species = Option(
        "--species", .species, help: "the tree to grow: \(Species.catalog.map(\.name).joined(separator: ", "))")
    static let detach = Flag("--detach", help: "start and return, even at a terminal")
    static let syntax = CommandSyntax(options: [minutes.declaration, tag.declaration, species.declaration, detach.declaration])
    static let details = """
        The tree keeps growing when the shell closes; grove completes it at its end time.
        Example: grove plant --minutes 50 --tag writing
        """

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let settings = try invocation.settings()
        var plan = SessionPlan.focus(settings, speed: invocation.globals.speed)
        if let minutes = options[minutes] { plan.plannedSeconds = TimeInterval(minutes * 60) }
        if let tag = options[tag] { plan.tag = tag }
        if let species = options[species] { plan.species = species }
        let context = invocation.context
        if !options.has(detach), context.stdinIsTerminal, context.stdoutIsTerminal, let openGame = context.openGame {
            return openGame(GameLaunch(
                paths: try invocation.paths(), settings: settings, speed: invocation.globals.speed,
                colorEnabled: invocation.globals.colorEnabled, plantOnOpen: plan))
        }
        let model = try invocation.viewModel()
        model.startSession(plan)
        if let message = model.errorMessage { throw .failure(message) }
        guard let session = model.session, let endsAt = session.endsAt else { return 0 }
        invocation.print(
            "Planted \(article(session.species)) \(session.species) (\(session.tag)): \(TimeText.clock(model.remainingTime)), "
                + "growing until \(invocation.context.calendar.clockText(endsAt)). It keeps growing if you close this shell.")
        return 0
    }

    private static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
