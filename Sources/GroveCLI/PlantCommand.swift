import FoundationEssentials
import GroveCore

/// `grove plant`: start a focus session.
enum PlantCommand: Subcommand {
    static let name = "plant"
    static let summary = "plant a tree: start a focus session"
    static let spec = OptionSpec(
        flags: ["--detach", "--open"], values: ["--minutes", "--tag", "--species", "--note"],
        usage: "grove plant [--minutes N | --open] [--tag TAG] [--species NAME] [--note TEXT] [--detach]")
    static let details = """
          --minutes N      length of the session, \(GroveSettings.minuteRange.lowerBound) to \(GroveSettings.minuteRange.upperBound) (default from config, 25)
          --open           count up instead: a stage every 5 minutes, full-grown at 25;
                           end with grove done (grown from 10 minutes, else withered);
                           it completes by itself at \(GroveSettings.minuteRange.upperBound) minutes
          --tag TAG        what the focus is for, e.g. writing (letters, digits, - _ .)
          --species NAME   the tree to grow, one of:
                           \(Species.catalog.map(\.name).joined(separator: ", "))
          --note TEXT      what the session is for, in your words (up to \(SessionNote.maximumLength) characters)
          --detach         start and return, even at a terminal
        The tree keeps growing when the shell closes; grove completes it at its end time.
        Giving up within the first \(Int(SessionRules.graceSeconds)) seconds cancels the planting: nothing withers.
        Example: grove plant --minutes 50 --tag writing
        """

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let settings = try invocation.settings()
        let isOpen = options.has("--open")
        if isOpen, options.value("--minutes") != nil {
            throw .usage("--open has no length; use either --minutes or --open", usage: spec.usage)
        }
        var plan = isOpen
            ? SessionPlan.open(settings, speed: invocation.globals.speed) : SessionPlan.focus(settings, speed: invocation.globals.speed)
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
        if let text = options.value("--note") {
            guard let note = SessionNote(text) else { throw .usage("--note \(SessionNote.rule)", usage: spec.usage) }
            plan.note = note.text
        }
        let context = invocation.context
        if !options.has("--detach"), context.stdinIsTerminal, context.stdoutIsTerminal, let openGame = context.openGame {
            return openGame(GameLaunch(
                paths: try invocation.paths(), settings: settings, speed: invocation.globals.speed,
                colorEnabled: invocation.globals.colorEnabled, plantOnOpen: plan))
        }
        let model = try invocation.viewModel()
        model.startSession(plan)
        if let message = model.errorMessage { throw .failure(message) }
        guard let session = model.session, let endsAt = session.endsAt else { return 0 }
        if session.mode == .open {
            invocation.print(
                "Planted \(article(session.species)) \(session.species) (\(session.tag)), counting up. "
                    + "End it with: grove done (grown after \(Int(SessionMode.openGrownAfterSeconds / 60)) minutes).")
            return 0
        }
        invocation.print(
            "Planted \(article(session.species)) \(session.species) (\(session.tag)): \(Countdown.text(model.remainingTime)), "
                + "growing until \(invocation.context.calendar.clockText(endsAt)). It keeps growing if you close this shell.")
        return 0
    }

    private static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
