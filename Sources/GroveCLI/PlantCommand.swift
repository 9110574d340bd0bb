import FoundationEssentials
import GroveCore

/// `grove plant`: start a focus session.
enum PlantCommand: Subcommand {
    static let name = "plant"
    static let summary = "plant a tree: start a focus session"
    static let spec = OptionSpec(
        flags: ["--detach"], values: ["--minutes", "--tag", "--species"],
        usage: "grove plant [--minutes N] [--tag TAG] [--species NAME] [--detach]")
    static let details = """
          --minutes N      length of the session, \(GroveSettings.minuteRange.lowerBound) to \(GroveSettings.minuteRange.upperBound) (default from config, 25)
          --tag TAG        what the focus is for, e.g. writing (letters, digits, - _ .)
          --species NAME   the tree to grow, one of:
                           \(Species.catalog.map(\.name).joined(separator: ", "))
          --detach         start and return, even at a terminal
        The tree keeps growing when the shell closes; grove completes it at its end time.
        Example: grove plant --minutes 50 --tag writing
        """

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let settings = try invocation.settings()
        var plan = SessionPlan.focus(settings, speed: invocation.globals.speed)
        if let text = options.value("--minutes") {
            guard let minutes = Int(text), GroveSettings.minuteRange.contains(minutes) else {
                throw .usage(
                    "--minutes '\(text)' must be a whole number from \(GroveSettings.minuteRange.lowerBound) to \(GroveSettings.minuteRange.upperBound)",
                    usage: spec.usage)
            }
            plan.plannedSeconds = TimeInterval(minutes * 60)
        }
        if let text = options.value("--tag") {
            guard let tag = SessionLabel(text) else { throw .usage("--tag '\(text)' \(SessionLabel.rule)", usage: spec.usage) }
            plan.tag = tag.text
        }
        if let text = options.value("--species") {
            guard let species = Species.named(text) else {
                throw .usage(
                    "unknown species '\(text)'; choose from \(Species.catalog.map(\.name).joined(separator: ", "))",
                    usage: spec.usage)
            }
            plan.species = species.name
        }
        let context = invocation.context
        if !options.has("--detach"), context.stdinIsTerminal, context.stdoutIsTerminal, context.openTerminal != nil {
            return try GameLauncher.open(invocation, plantOnOpen: plan)
        }
        let model = try invocation.viewModel()
        model.startSession(plan)
        if let message = model.errorMessage { throw .failure(message) }
        guard let session = model.session, let endsAt = session.endsAt else { return 0 }
        invocation.print(
            "Planted \(article(session.species)) \(session.species) (\(session.tag)): \(Countdown.text(model.remainingTime)), "
                + "growing until \(invocation.context.calendar.clockText(endsAt)). It keeps growing if you close this shell.")
        return 0
    }

    private static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
