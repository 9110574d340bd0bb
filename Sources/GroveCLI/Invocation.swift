import FoundationEssentials
import GroveCore
import GroveText
import GroveWords

/// One run of a command: the context plus what it resolves on demand, so a
/// quick command (`grove status`) touches only what it needs.
final class Invocation {
    let context: any CommandContext
    let globals: GlobalOptions
    private var resolvedPaths: GrovePaths?
    private var resolvedSettings: GroveSettings?
    private var resolvedStore: StoreRoles?
    /// The rooms' folders, read and written as hostile ground.
    lazy var roomBoard = context.makeRoomBoard()

    init(context: any CommandContext, globals: GlobalOptions) {
        self.context = context
        self.globals = globals
    }

    func paths() throws(CommandError) -> GrovePaths {
        if let resolvedPaths { return resolvedPaths }
        do {
            let paths = try GrovePaths.resolve(environment: context.environment, dataOverride: globals.dataDirectory)
            resolvedPaths = paths
            return paths
        } catch {
            throw .failure(error.description)
        }
    }

    func settings() throws(CommandError) -> GroveSettings {
        if let resolvedSettings { return resolvedSettings }
        let settings = try Self.settings(in: try paths().configFile, context)
        resolvedSettings = settings
        return settings
    }

    /// The settings of the config `file`; no config is every default.
    static func settings(in file: String, _ context: any CommandContext) throws(CommandError) -> GroveSettings {
        do {
            return context.exists(file) ? try GroveSettings.parse(Data(context.readFile(file))) : GroveSettings()
        } catch let error as SettingsProblem {
            throw error.isUnprintable ? .unprintable("\(file): \(error)") : .failure("\(file): \(error)")
        } catch {
            throw .failure(Words.Command.cannotRead(file: file, reason: "\(error)"))
        }
    }

    /// Whether to write plain sentences instead of a full screen or glyphs: `--plain`,
    /// `ACCESSIBLE`, or `"screen": "plain"` in the config (read only when neither says so).
    func isPlain() throws(CommandError) -> Bool {
        if globals.plain { return true }
        return try settings().screen == .plain
    }

    /// This machine's name among the devices sharing the data folder, the one its files go under in `devices/`:
    /// `GROVE_DEVICE`, else the config's `device`, else the host name made one; so always one safe folder name.
    func device() throws(CommandError) -> String {
        if let name = context.environment["GROVE_DEVICE"], !name.isEmpty, !DeviceNameRule.accepts(name) {
            throw .usage(Words.Command.deviceRefused(device: PrintableText.quoted(name), rule: DeviceNameRule.rule), usage: GlobalOptions.usage)
        }
        let named = [context.environment["GROVE_DEVICE"], try settings().device].compactMap { $0 }.first(where: DeviceNameRule.accepts)
        return named ?? context.hostName.flatMap(DeviceNameRule.name(fromHost:)) ?? "this-machine"
    }

    /// The data folder's store, with each of its roles.
    func store() throws(CommandError) -> StoreRoles {
        if let resolvedStore { return resolvedStore }
        let paths = try paths(), device = try device()
        let store = try CommandError.catching { try context.makeStore(paths, device: device) }
        resolvedStore = store
        return store
    }

    /// The contract's view model, restored from the store (completing a session
    /// that ended while nothing ran), with this process's services.
    func viewModel() throws(CommandError) -> TimerViewModel {
        let paths = try paths()
        let settings = try settings()
        let model = TimerViewModel(
            repository: try store().repository, notifications: context.makeNotifications(paths, settings, device: try device()),
            hooks: context.makeHooks(paths), clock: context.clock, ticker: IdleTicker(), settings: settings,
            speed: globals.speed, calendar: context.calendar, makeSessionID: context.makeID, room: roomBoard,
            commits: context.makeCommitCounter())
        model.restore()
        if let message = model.errorMessage { throw .failure(message) }
        return model
    }

    /// The view model after `change`, whose error message is the command's failure.
    func viewModel(after change: (TimerViewModel) -> Void) throws(CommandError) -> TimerViewModel {
        let model = try viewModel()
        change(model)
        if let message = model.errorMessage { throw .failure(message) }
        return model
    }

    /// The project a tree planted now grows in: the git work tree around the current folder, unless the config says
    /// `"projects": false`.
    func project() throws(CommandError) -> ProjectPlace? {
        guard try settings().projects, let folder = context.currentFolder else { return nil }
        return GitWorkTree.around(folder, files: context)
    }

    /// This person's display name in rooms: config `name`, else the user name.
    func memberName() throws(CommandError) -> String {
        if let name = try settings().name { return name }
        let user = [context.environment["USER"], context.environment["LOGNAME"], context.userName].compactMap { $0 }
            .first { !$0.isEmpty } ?? ""
        guard let name = MemberName(user) else {
            throw .failure(
                Words.Command.userNameRefused(user: PrintableText.quoted(user), rule: MemberName.rule, file: try paths().configFile))
        }
        return name.text
    }

    /// The folder and shown name of the room `--with` names: a configured room, or a folder path.
    func room(_ given: String, usage: String) throws(CommandError) -> (path: String, name: String) {
        let rooms = try settings().rooms
        if let path = rooms[given] { return (path, given) }
        guard given.contains("/") || given == "." || given == ".." || context.isFolder(given) else {
            let room = PrintableText.quoted(given)
            throw .usage(rooms.isEmpty
                ? Words.Command.noRoomConfigured(room: room)
                : Words.Command.noSuchRoom(room: room, rooms: rooms.keys.sorted().joined(separator: ", ")), usage: usage)
        }
        let path = given.hasPrefix("/") ? given : "\(context.currentFolder ?? ".")/\(given)"
        return (path, given)
    }

    /// Asks `question` at the terminal: true only for a yes, "y" or "yes" in any language, or the language's own.
    func confirm(_ question: String) -> Bool {
        context.write(Words.Command.confirm(question: question) + " ")
        let answer = context.readLine()?.lowercased() ?? ""
        let yes = ["y", "yes"] + Words.Command.yesAnswers.lowercased().split(separator: " ").map(String.init)
        return yes.contains(answer)
    }

    /// What a command that plants or gives up says about a room's files it could not take: a few
    /// lines and a count of the rest, so a room stuffed with files cannot bury the command's answer.
    func writeRoomProblems(_ lines: [String]) {
        let shown = 5
        for line in lines.prefix(shown) { context.writeError("grove: \(line)\n") }
        let rest = lines.count - min(lines.count, shown)
        if rest > 0 {
            context.writeError("grove: \(Words.Command.moreRoomProblems(count: rest))\n")
        }
    }

    func print(_ line: String) {
        context.write(line + "\n")
    }

    /// Prints `value` as one line of JSON, through the one JSON writer (``JSONFormat``).
    func printJSON(_ value: some Encodable) throws(CommandError) {
        do {
            print(try JSONFormat.text(value))
        } catch {
            throw .failure(Words.Command.cannotWriteJSON(reason: "\(error)"))
        }
    }
}

/// A ticker that schedules nothing: a command or the waiter shows no countdown (the store and the
/// clock carry the session), and the game screen's loop ticks the model each time it wakes.
private final class IdleTicker: Ticker {
    private(set) var isRunning = false

    func start(every interval: TimeInterval, _ onTick: @escaping () -> Void) { isRunning = true }

    func stop() { isRunning = false }
}
