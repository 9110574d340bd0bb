import FoundationEssentials
import GroveCore
import GroveTerminal
import GroveWords

/// The live game screen (in plain mode, ``PlainNarration``'s sentences on the shell's screen): one main-thread loop waits
/// in `poll` for keys, signals, a watched file's change (store, room) or the ``GameModel``'s next wake, feeds what happened
/// to the model and performs the effects it returns: acts on the view model and reads it back, watches files, writes.
public final class GameLoop {
    private let model: TimerViewModel
    private let terminal: GameTerminal
    private let clock: WallClock
    private let services: GameServices
    private var game: GameModel
    /// Writes each frame as what changed from the last one.
    private var writer = FrameWriter()
    private var forest = ForestCache()
    private let art = TreeArtMemo()
    /// What the effects of one frame write, sent in one write.
    private var output: [UInt8] = []

    /// - Parameter model: created with a ticker that schedules nothing: this loop ticks it.
    public init(model: TimerViewModel, terminal: GameTerminal, clock: WallClock, services: GameServices) {
        self.model = model
        self.terminal = terminal
        self.clock = clock
        self.services = services
        game = GameModel(
            TimerReading(model), services: services, calendar: model.rules.calendar, size: terminal.size(), at: clock.now())
    }

    /// Shows the screen until the person leaves or the process is told to end; the terminal is restored before it returns.
    public func run() -> GameExit {
        do {
            if services.screen == .plain { try terminal.enterLines() } else { try terminal.enter() }
        } catch {
            return .failed(Words.Game.cannotShow(reason: "\(error)"))
        }
        if let exit = feed(.opened) ?? write() { return leave(exit) }
        while true {
            let now = clock.now()
            for event in terminal.nextEvents(timeout: max(0, game.nextWake(after: now).timeIntervalSince(now))) {
                if let exit = feed(.terminal(event)) { return leave(exit) }
            }
            // Every wake ticks once, whatever woke it: the countdown, a key, a change of the store.
            if let exit = feed(.woke) ?? write() { return leave(exit) }
        }
    }

    /// The contract's background for a session left growing, what the model does on leaving, and the terminal restored.
    private func leave(_ exit: GameExit) -> GameExit {
        if model.currentState == .active { model.handleBackground() }
        _ = feed(.closing(exit))
        if !output.isEmpty { try? terminal.write(output) }
        if exit == .hungUp { terminal.abandon() } else { terminal.leave() }
        return exit
    }

    /// Feeds `event` to the model and performs its effects in order, each one's answer followed through before the next.
    private func feed(_ event: GameEvent) -> GameExit? {
        for effect in game.reduce(event, at: clock.now()) {
            if let exit = perform(effect) { return exit }
        }
        return nil
    }

    /// Writes what the model shows now, in one write; a terminal that refuses the bytes has gone away.
    private func write() -> GameExit? {
        if let exit = feed(.frameDue) { return exit }
        defer { output = [] }
        return output.isEmpty || (try? terminal.write(output)) != nil ? nil : .hungUp
    }

    /// Performs `effect`: on the view model, following through what it says then; on the terminal; or ends the loop.
    private func perform(_ effect: GameEffect) -> GameExit? {
        switch effect {
        case .act(.leave): return .left
        case .act(.suspend): return suspend()
        case .act, .lookAtRoom, .read, .tick: return model.answer(effect, services: services).flatMap(feed)
        case .watch(let room):
            // The terminal waits on one watch for the store's files and the room's folder.
            let roomWatched = room.map { terminal.watch(services.watchedPaths + [$0 + "/"]) } ?? false
            let storeWatched = !services.watchedPaths.isEmpty && (roomWatched || terminal.watch(services.watchedPaths))
            return feed(.watching(store: storeWatched, room: roomWatched))
        case .redrawAll:
            writer.invalidate()
            return feed(.redrawn(terminal.size()))
        case .draw:
            var frame = writer.frameToDrawOn(width: game.size.width, height: game.size.height)
            GameScreen.draw(game.state, forest: forestPage(), art: art, over: &frame)
            output += writer.update(to: frame, capability: services.colorCapability)
        case .setTitle(let title): output += TerminalTitle.set(title)
        case .narrate(let old, let new, let byKey):
            let lines = PlainNarration.sentences(from: old, to: new, byKey: byKey, forest: forestPage())
            output += Array(lines.map { $0 + "\n" }.joined().utf8)
        case .say(let line): output += Array((line + "\n").utf8)
        case .ring(let bytes): output += bytes
        case .exit(let exit): return exit
        }
        return nil
    }

    /// The open forest's page, read from the history only when it can have changed.
    private func forestPage() -> ForestPage? {
        forest.page(for: game.forestKey, calendar: model.rules.calendar, read: services.forestReport)
    }

    /// Ctrl-Z: the contract's background and foreground around a stop of the process.
    private func suspend() -> GameExit? {
        let wasActive = model.currentState == .active
        if wasActive { model.handleBackground() }
        do {
            try terminal.suspend()
        } catch {
            return .failed(Words.Game.notSetUpAgain(reason: "\(error)"))
        }
        if wasActive { model.handleForeground() }
        return perform(.redrawAll) ?? feed(.acted(TimerReading(model), refusal: nil))
    }
}
