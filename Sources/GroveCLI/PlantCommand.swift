import FoundationEssentials
import GroveCore

/// `grove plant`: start a focus session.
enum PlantCommand: Subcommand {
    static let name = "plant"
    static let summary = "plant a tree: start a focus session"
    static let minutes = Option(
        "--minutes", .minutes,
        help: "length of the session, \(GroveSettings.minuteRange.lowerBound) to \(GroveSettings.minuteRange.upperBound) (default from config, 25)")
    static let open = Flag("--open", help: """
        count up instead: a stage every 5 minutes, full-grown at 25;
        end with grove done (grown from 10 minutes, else withered);
        it completes by itself at \(GroveSettings.minuteRange.upperBound) minutes
        """)
    static let tag = Option("--tag", .tag, help: "what the focus is for: letters, digits, emoji, - _ . (e.g. writing, 写作)")
    static let species = Option(
        "--species", .species, help: "the tree to grow, one of:\n\(Species.catalog.map(\.name).joined(separator: ", "))")
    static let note = Option(
        "--note", .note, help: "what the session is for, in your words (up to \(SessionNote.maximumLength) characters)")
    static let detach = Flag("--detach", help: "start and return, even at a terminal")
    static let syntax = CommandSyntax(
        options: [minutes.declaration, open.declaration, tag.declaration, species.declaration, note.declaration, detach.declaration],
        exclusive: [[minutes.declaration, open.declaration]])
    static let details = """
        The tree keeps growing when the shell closes; grove completes it at its end time. \
        Giving up within the first \(Int(SessionRules.graceSeconds)) seconds cancels the planting: nothing withers.
        Example: grove plant --minutes 50 --tag writing
        """

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let settings = try invocation.settings()
        var plan = options.has(open)
            ? SessionPlan.open(settings, speed: invocation.globals.speed) : SessionPlan.focus(settings, speed: invocation.globals.speed)
        if let minutes = options[minutes] { plan.plannedSeconds = TimeInterval(minutes * 60) }
        if let tag = options[tag] { plan.tag = tag }
        if let species = options[species] { plan.species = species }
        if let note = options[note] { plan.note = note }
        let context = invocation.context
        if !options.has(detach), context.stdinIsTerminal, context.stdoutIsTerminal, context.openTerminal != nil {
            return try GameLauncher.open(invocation, plantOnOpen: plan)
        }
        let model = try invocation.viewModel()
        model.startSession(plan)
        if let message = model.errorMessage { throw .failure(message) }
        guard let session = model.session, let endsAt = session.endsAt else { return 0 }
        if session.mode == .open {
            invocation.print(
                "Planted \(IndefiniteArticle.before(session.species)) \(session.species) (\(session.tag)), counting up. "
                    + "End it with: grove done (grown after \(Int(SessionMode.openGrownAfterSeconds / 60)) minutes).")
            return 0
        }
        invocation.print(
            "Planted \(IndefiniteArticle.before(session.species)) \(session.species) (\(session.tag)): \(TimeText.clock(model.remainingTime)), "
                + "growing until \(invocation.context.calendar.clockText(endsAt)). It keeps growing if you close this shell.")
        return 0
    }
}
