import FoundationEssentials
import GroveCore
import GroveText

/// `grove plant`: start a focus session.
enum PlantCommand: Subcommand {
    static let name = "plant"
    static let summary = "plant a tree: start a focus session"
    enum Option: String, CommandOption {
        case minutes, open, tag, species, note, with, detach
        static let exclusive: [[Self]] = [[.minutes, .open], [.with, .open]]

        var declaration: OptionDeclaration {
            switch self {
            case .minutes: option(.minutes, help: "length of the session, \(GroveSettings.minuteRange.lowerBound) to "
                + "\(GroveSettings.minuteRange.upperBound) (default from config, 25)")
            case .open: flag(help: """
                count up instead: a stage every 5 minutes, full-grown at 25;
                end with grove done (grown from 10 minutes, else withered);
                it completes by itself at \(GroveSettings.minuteRange.upperBound) minutes
                """)
            case .tag: option(.tag, help: "what the focus is for: letters, digits, emoji, - _ . (e.g. writing, 写作)")
            case .species: option(.species, help: "the tree to grow, one of:\n\(Species.catalog.map(\.name).joined(separator: ", "))")
            case .note: option(.note, help: "what the session is for, in your words (up to \(SessionNote.maximumLength) characters)")
            case .with: option(.room, help: """
                plant together in ROOM (a room of config "rooms", or its folder):
                join the planting opened there in the last \(Int(RoomRules.joinWindow / 60)) minutes, ending with it,
                or open one; it cannot be paused, and if anyone gives up every tree withers
                """)
            case .detach: flag(help: "start and return, even at a terminal")
            }
        }
    }

    static let details = """
        The tree keeps growing when the shell closes; grove completes it at its end time. \
        Giving up within the first \(Int(SessionRules.graceSeconds)) seconds cancels the planting: nothing withers.
        Example: grove plant --minutes 50 --tag writing
        """

    /// `plan` planted with the room `given`: joined to the planting opened there, or opening one;
    /// with a line for each of the room's files that was ignored (they never stop the planting).
    static func together(
        _ plan: SessionPlan, in given: String, _ invocation: Invocation
    ) throws(CommandError) -> (decision: RoomRules.Decision, ignored: [String]) {
        let room = try invocation.room(given, usage: usage)
        guard invocation.context.isFolder(room.path) else {
            throw .failure("the room's folder \(PrintableText.quoted(room.path)) does not exist; create it first (see README, Planting together)")
        }
        let name = try invocation.memberName()
        let reading = invocation.roomBoard.read(room: room.path, as: name)
        let decision = RoomRules.decide(
            plan, room: reading, roomPath: room.path, roomName: room.name, name: name, now: invocation.context.clock.now(),
            newPlantingID: invocation.context.makeID())
        return (decision, reading.ignored.map { RoomRules.line(about: room.name, $0) })
    }

    /// A configured species not unlocked yet is refused naming the setting, so the person knows where it comes from.
    private static func refuseLockedDefault(_ name: String, _ invocation: Invocation) throws(CommandError) {
        guard Species.named(name)?.unlock != .free else { return }
        let model = try invocation.viewModel()
        // A tree already growing is the first thing to say.
        guard model.session == nil, let refusal = SessionRules.speciesRefusal(name, rewards: model.rewards) else { return }
        let key = GroveSettings.CodingKeys.defaultSpecies.stringValue
        throw .failure(
            "\"\(key)\" in \(try invocation.paths().configFile) is \(name), which is not yours yet: \(refusal). "
                + "Plant one that is with --species (grove species lists them), or change the setting")
    }

    static func run(_ options: ParsedOptions<Option>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let settings = try invocation.settings()
        var plan = options.has(.open)
            ? SessionPlan.open(settings, speed: invocation.globals.speed) : SessionPlan.focus(settings, speed: invocation.globals.speed)
        if let minutes: Int = options[.minutes] { plan.plannedSeconds = TimeInterval(minutes * 60) }
        if let tag: String = options[.tag] { plan.tag = tag }
        if let species: String = options[.species] { plan.species = species } else { try refuseLockedDefault(plan.species, invocation) }
        if let note: String = options[.note] { plan.note = note }
        plan = plan.planted(in: try invocation.project(), settings: settings, tagGiven: options.has(.tag))
        let context = invocation.context
        var joined = false
        if let given: String = options[.with] {
            let (decision, ignored) = try together(plan, in: given, invocation)
            invocation.writeRoomProblems(ignored)
            plan = decision.plan
            joined = decision.joined
        }
        if !options.has(.detach), context.stdinIsTerminal, context.stdoutIsTerminal, context.openTerminal != nil {
            return try GameLauncher.open(invocation, plantOnOpen: plan)
        }
        let model = try invocation.viewModel { $0.startSession(plan) }
        invocation.writeRoomProblems(model.roomProblems)
        guard let session = model.session, let endsAt = session.endsAt else { return 0 }
        let tree = "\(IndefiniteArticle.before(session.species)) \(session.species) (\(session.tag))"
        let until = "\(TimeText.clock(model.remainingTime)), growing until \(context.calendar.clockText(endsAt))"
        if let together = session.together {
            let room = PrintableText.escaped(together.roomName)
            invocation.print(joined
                ? "Joined \(PrintableText.escaped(together.opener))'s planting in \(room), with "
                    + "\(PrintableText.escaped(Together.list(together.members))): \(tree), \(until)."
                : "Opened a planting in \(room): \(tree), \(until). Whoever plants with \(room) "
                    + "in the next \(Int(RoomRules.joinWindow / 60)) minutes joins it.")
            invocation.print("A tree planted together cannot be paused; if anyone gives up, every tree in it withers.")
            return 0
        }
        invocation.print(session.mode == .open
            ? "Planted \(tree), counting up. End it with: grove done (grown after \(Int(SessionMode.openGrownAfterSeconds / 60)) minutes)."
            : "Planted \(tree): \(until). It keeps growing if you close this shell.")
        return 0
    }
}
