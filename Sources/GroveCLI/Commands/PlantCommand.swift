import FoundationEssentials
import GroveCore
import GroveText
import GroveWords

/// `grove plant`: start a focus session.
enum PlantCommand: Subcommand {
    static let name = "plant"
    static var summary: String { Words.Help.plantSummary }
    enum Option: String, CommandOption {
        case minutes, open, tag, species, note, with, detach
        static let exclusive: [[Self]] = [[.minutes, .open], [.with, .open]]

        var declaration: OptionDeclaration {
            switch self {
            case .minutes: option(.minutes, help: Words.Help.plantMinutes(
                lowest: Words.number(GroveSettings.minuteRange.lowerBound), highest: Words.number(GroveSettings.minuteRange.upperBound)))
            case .open: flag(help: Words.Help.plantOpen(highest: Words.number(GroveSettings.minuteRange.upperBound)))
            case .tag: option(.tag, help: Words.Help.plantTag)
            case .species: option(.species, help: Words.Help.plantSpecies(species: Species.catalog.map(\.name).joined(separator: ", ")))
            case .note: option(.note, help: Words.Help.plantNote(characters: Words.number(SessionNote.maximumLength)))
            case .with: option(.room, help: Words.Help.plantWith(minutes: Words.number(Int(RoomRules.joinWindow / 60))))
            case .detach: flag(help: Words.Help.plantDetach)
            }
        }
    }

    static var details: String { Words.Help.plantDetails(seconds: Words.number(Int(SessionRules.graceSeconds))) }

    /// `plan` planted with the room `given`: joined to the planting opened there, or opening one;
    /// with a line for each of the room's files that was ignored (they never stop the planting).
    static func together(
        _ plan: SessionPlan, in given: String, _ invocation: Invocation
    ) throws(CommandError) -> (decision: RoomRules.Decision, ignored: [String]) {
        let room = try invocation.room(given, usage: usage)
        guard invocation.context.isFolder(room.path) else {
            throw .failure(Words.Plant.roomFolderMissing(folder: PrintableText.quoted(room.path)))
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
        throw .failure(Words.Plant.defaultSpeciesLocked(
            key: key, file: try invocation.paths().configFile, species: PrintableText.escaped(name), refusal: refusal.description))
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
        let tree = Words.Plant.tree(species: Species.oneTree(of: session.species), tag: PrintableText.escaped(session.tag))
        let until = Words.Plant.growingUntil(left: TimeText.clock(model.remainingTime), time: context.calendar.clockText(endsAt))
        if let together = session.together {
            let room = PrintableText.escaped(together.roomName)
            invocation.print(joined
                ? Words.Plant.joined(
                    opener: PrintableText.escaped(together.opener), room: room,
                    members: PrintableText.escaped(Together.list(together.members)), tree: tree, until: until)
                : Words.Plant.opened(room: room, tree: tree, until: until, count: Int(RoomRules.joinWindow / 60)))
            invocation.print(Words.Plant.togetherRules)
            return 0
        }
        invocation.print(session.mode == .open
            ? Words.Plant.countingUp(tree: tree, count: Int(SessionMode.openGrownAfterSeconds / 60))
            : Words.Plant.planted(tree: tree, until: until))
        return 0
    }
}
