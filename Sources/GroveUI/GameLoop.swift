import FoundationEssentials
import GroveCore
import GroveTerminal

/// The live game screen: one loop on the main thread that waits in the
/// terminal's `poll` for keys, signals or the next tick, lets the view model
/// act, and draws only what changed.
///
/// At speed 1 while a tree grows it wakes once a second, just after the
/// displayed second turns; each wake also reads the store, so a pause or a
/// give-up typed in another shell shows within a second.
public final class GameLoop {
    private let model: TimerViewModel
    private let terminal: GameTerminal
    private let ticker: LoopTicker
    private let clock: WallClock
    private let options: GameOptions

    private var state: GameState
    private var size = TerminalSize(width: 80, height: 24)
    private var writer = FrameWriter()
    /// What the terminal shows, to skip rendering when nothing visible changed.
    private var shown: (state: GameState, size: TerminalSize, forest: Int)?
    /// The open forest's page, read from the history only when it can have changed.
    private var forest = ForestCache()
    /// Bell and notification bytes waiting for the next write.
    private var pendingSignal: [UInt8] = []
    /// The last session seen live on this screen: its end is signalled here.
    private var watchedSessionID: String?
    private var signalledOutcomeID: String?
    private var lastModelError: String?
    private var witheredSince: Date?
    private var lastSync: Date
    private var plannedTick: Date?

    /// - Parameter ticker: the ticker `model` was created with.
    public init(model: TimerViewModel, terminal: GameTerminal, ticker: LoopTicker, clock: WallClock, options: GameOptions) {
        self.model = model
        self.terminal = terminal
        self.ticker = ticker
        self.clock = clock
        self.options = options
        state = GameState(model: model, today: model.rules.calendar.day(of: clock.now()))
        state.message = options.openingMessage
        lastModelError = model.errorMessage
        lastSync = clock.now()
    }

    /// Shows the screen until the person leaves or the process is told to end;
    /// the terminal is restored before this returns.
    public func run() -> GameExit {
        do {
            try terminal.enter()
        } catch {
            return .failed("the terminal cannot show the game: \(error)")
        }
        size = terminal.size() ?? size
        let exit = loop()
        if model.currentState == .active { model.handleBackground() }
        // A grown or withered tree the person has looked at and left is seen;
        // the next screen opens at home (the break stays on offer there).
        if exit == .left, model.outcome != nil { _ = act(.dismissOutcome) }
        if exit == .hungUp { terminal.abandon() } else { terminal.leave() }
        return exit
    }

    /// The notification service's bell: the model has just completed a session.
    /// A session completed by another process (the waiter) is noticed in the
    /// store instead; either way its end is signalled once.
    public func ringBell() {
        signalIfEnded()
    }

    private func loop() -> GameExit {
        modelChanged()
        if let exit = draw() { return exit }
        while true {
            let events = terminal.nextEvents(timeout: timeUntilNextWake())
            for event in events {
                if let exit = handle(event) { return exit }
            }
            wake()
            if let exit = draw() { return exit }
        }
    }

    // MARK: Waking

    private func timeUntilNextWake() -> Duration {
        let now = clock.now()
        var deadline = lastSync.addingTimeInterval(1)
        plannedTick = nil
        if ticker.isRunning, let interval = ticker.interval, let session = model.session, let endsAt = session.endsAt {
            let tick = TickSchedule.nextTick(after: now, endsAt: endsAt, speed: session.speed, interval: interval)
            plannedTick = tick
            deadline = min(deadline, tick)
        }
        if let witheredSince {
            deadline = min(deadline, witheredSince.addingTimeInterval(options.witheredLinger))
        }
        return .seconds(min(60, max(0, deadline.timeIntervalSince(now))))
    }

    private func wake() {
        options.reapChildren()
        lastSync = clock.now()
        model.syncWithStore()
        if let plannedTick, lastSync >= plannedTick, ticker.isRunning {
            ticker.fire()
        }
        modelChanged()
    }

    // MARK: Events and actions

    private func handle(_ event: TerminalEvent) -> GameExit? {
        switch event {
        case .key(let key):
            let (next, actions) = GameKeys.handle(state, key)
            state = next
            for action in actions {
                if let exit = perform(action) { return exit }
            }
        case .resize(let width, let height):
            size = TerminalSize(width: width, height: height)
        case .continued:
            // Stopped and continued from outside: the terminal was set up again and cleared.
            writer.invalidate()
            size = terminal.size() ?? size
        case .suspendRequested:
            return suspend()
        case .hangup:
            return .hungUp
        case .terminate:
            return .terminated
        case .interrupt:
            return .interrupted
        }
        return nil
    }

    private func perform(_ action: GameAction) -> GameExit? {
        if let exit = act(action) { return exit }
        modelChanged()
        if let notice = model.notice { state.message = notice }
        return nil
    }

    /// The one path from an action, a key's or an automatic one, to the model.
    private func act(_ action: GameAction) -> GameExit? {
        switch action {
        case .plant(let species): model.startSession(species: species)
        case .plantOpen(let species):
            var plan = SessionPlan.open(model.rules.settings, speed: model.speed)
            plan.species = species
            model.startSession(plan)
        case .done: model.finishOpenSession()
        case .pause: model.pauseSession()
        case .resume: model.resumeSession()
        case .giveUp: model.cancelSession()
        case .startBreak: model.startBreak()
        case .dismissOutcome:
            let ended = model.outcome
            model.dismissOutcome()
            witheredSince = nil
            if let ended, ended.kind == .break {
                state.message = ended.state == .completed ? "Break over. Ready for another tree?" : "The break ended early."
            }
        case .leave: return .left
        case .suspend: return suspend()
        }
        return nil
    }

    /// Ctrl-Z: the contract's background and foreground around a stop of the process.
    private func suspend() -> GameExit? {
        let wasActive = model.currentState == .active
        if wasActive { model.handleBackground() }
        do {
            try terminal.suspend()
        } catch {
            return .failed("the terminal could not be set up again after the suspend: \(error)")
        }
        if wasActive { model.handleForeground() }
        writer.invalidate()
        size = terminal.size() ?? size
        modelChanged()
        return nil
    }

    // MARK: Following the model

    /// Reads the model into the view state, after signalling an ended session
    /// and moving past outcomes that need no choice.
    private func modelChanged() {
        signalIfEnded()
        if let action = automaticAction() { _ = act(action) }
        if let session = model.session { watchedSessionID = session.id }
        if model.errorMessage != lastModelError {
            // An error that has gone (a save that went through at last) leaves the screen with it.
            if let error = model.errorMessage { state.message = error } else if state.message == lastModelError { state.message = nil }
            lastModelError = model.errorMessage
        }
        state.today = model.rules.calendar.day(of: clock.now())
        state.update(from: model)
    }

    /// What happens without a key: a break that ended has nothing to choose and
    /// goes home at once; a withered tree goes home once it has been shown a while.
    /// It takes the same path as the key that would do it.
    private func automaticAction() -> GameAction? {
        guard let outcome = model.outcome, outcome.kind == .break || outcome.state == .abandoned else {
            witheredSince = nil
            return nil
        }
        if outcome.kind == .break { return .dismissOutcome }
        let now = clock.now()
        let since = witheredSince ?? now
        witheredSince = since
        return now.timeIntervalSince(since) >= options.witheredLinger ? .dismissOutcome : nil
    }

    /// Queues the bell (and a desktop notification escape) once for a session
    /// that was growing on this screen and has just completed.
    private func signalIfEnded() {
        guard let outcome = model.outcome, outcome.state == .completed, outcome.id == watchedSessionID,
            outcome.id != signalledOutcomeID
        else { return }
        signalledOutcomeID = outcome.id
        guard options.signalsCompletion else { return }
        let (title, body) = CompletionNotice.words(
            kind: outcome.kind, species: outcome.species, tag: outcome.tag, focusedSeconds: outcome.focusedSeconds)
        pendingSignal += options.completionSignal.bytes(title: "grove: " + title, body: body)
        if model.reachedGoal {
            let words = "Daily goal reached: \(model.treesToday) trees today"
            state.message = words + " " + String(GoalProgress.metMark)
            pendingSignal += options.completionSignal.bytes(title: "grove: daily goal reached", body: words)
        }
    }

    // MARK: Drawing

    /// Reads the open forest's page when its period, the day or the history
    /// changed; the session goes on as ever meanwhile.
    private func refreshForest() {
        guard case .forest(let open) = state.overlay else {
            forest.clear()
            return
        }
        let key = ForestCache.Key(forest: open, today: state.today, history: ForestCache.HistoryMark(model))
        forest.refresh(for: key, calendar: model.rules.calendar, read: options.forestReport)
    }

    /// Writes what changed on the screen, and any pending signal; a terminal that
    /// refuses the bytes has gone away.
    private func draw() -> GameExit? {
        refreshForest()
        var bytes: [UInt8] = []
        if writer.lastFrame == nil || shown?.state != state || shown?.size != size || shown?.forest != forest.generation {
            let frame = GameScreen.render(state, size: size, forest: forest.page)
            bytes = writer.update(to: frame, capability: options.colorCapability)
            shown = (state, size, forest.generation)
        }
        bytes += pendingSignal
        pendingSignal = []
        guard !bytes.isEmpty else { return nil }
        do {
            try terminal.write(bytes)
        } catch {
            return .hungUp
        }
        return nil
    }
}
