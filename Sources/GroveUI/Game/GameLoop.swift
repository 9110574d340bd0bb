import FoundationEssentials
import GroveCore
import GroveTerminal

/// The live game screen (in plain mode, ``PlainNarration``'s sentences on the shell's screen): one main-thread loop waits
/// in `poll` for keys, signals, a watched file's change (store, room) or the countdown's next turn, and draws what changed.
/// Each wake ticks the model exactly once (`syncWithStore()` when the store may have changed, else `tick()`); other devices'
/// sessions are read on a file change or once a minute, never every second, their clocks turning with the injected clock.
public final class GameLoop {
    /// Wall seconds between reads of the store when its files are watched: a safety net.
    static let watchedStoreReadInterval: TimeInterval = 60
    /// Wall seconds between reads of the store when its files cannot be watched, or while
    /// an error shows (a failed save is retried by the next read).
    static let unwatchedStoreReadInterval: TimeInterval = 1
    /// A store read due within this long is done at the clock's wake instead, so that
    /// while the countdown turns every second the store never wakes the loop on its own.
    static let storeReadSlack: TimeInterval = 1
    /// Wall seconds between looks at a watched room: a safety net for what a synchroniser writes.
    static let watchedRoomLookInterval: TimeInterval = 5
    /// Wall seconds between looks at a room whose folder cannot be watched.
    static let unwatchedRoomLookInterval: TimeInterval = 1

    private let model: TimerViewModel
    private let terminal: GameTerminal
    private let clock: WallClock
    private let services: GameServices

    private var state: GameState
    private var size = TerminalSize(width: 80, height: 24)
    /// Writes each frame as what changed from the last one.
    private var writer = FrameWriter()
    /// The open forest's page, read from the history only when it can have changed.
    private var forest = ForestCache()
    /// Bell and notification bytes waiting for the next write.
    private var pendingSignal: [UInt8] = []
    /// The last session seen live on this screen: its end is signalled here.
    private var watchedSessionID: String?
    /// The live session's end and speed while it counts down, as last read from the model: the next wake is worked out from
    /// them, as only the model's clock moves between two reads.
    private var countdown: (endsAt: Date, speed: GameSpeed)?
    private var signalledOutcomeID: String?
    private var lastModelError: String?
    /// The goal message and the grown tree it belongs to: it goes when that tree is gone.
    private var goalMessage: (outcomeID: String, text: String)?
    private var witheredSince: Date?
    /// The last outcome this screen showed from the model: it is never shown again as ended elsewhere.
    private var outcomeShownID: String?
    /// A tree that grew here and was ended from another shell (`give-up`, `done`: it told the person and saved the outcome
    /// as seen): shown here too from `since`, as an end here shows, grown until a key or withered a while.
    private var endedElsewhere: (outcome: GameState.Outcome, grown: Bool, since: Date)?
    private var lastStoreRead: Date
    /// Whether the terminal reported a change of the store's files since it was last read.
    private var storeChanged = false
    /// Whether the terminal reports changes of the store's files.
    private var watchingStore = false
    /// Sessions growing on other devices, as last read.
    private var elsewhere: [SessionElsewhere] = []
    /// When the sessions on other devices were last read.
    private var lastElsewhereRead: Date?
    /// When the room of a tree planted together was last read.
    private var lastRoomLook: Date?
    /// The room folder the files were last set to be watched with (nil: none), and whether it is.
    private var watchedRoom: String?
    private var roomWatched = false
    /// Whether a change of a watched file may be the room's: it is looked at on the next wake.
    private var roomChanged = false
    /// The local day `state.today` shows, from its first instant: the day is read
    /// from the calendar again only once the clock leaves it.
    private var dayShown: DateRange
    /// The window title the terminal shows and what of the state it tells, nil until grove set one.
    private var shownTitle: (subject: WindowTitle.Subject, text: String)?
    /// Plain mode: the state last told, nil until the opening is told (again after a suspend).
    private var narrated: GameState?
    /// Plain mode: whether a key acted on the model since the last sentences.
    private var keyActed = false

    /// - Parameter model: created with a ticker that schedules nothing: this loop ticks it.
    public init(model: TimerViewModel, terminal: GameTerminal, clock: WallClock, services: GameServices) {
        self.model = model
        self.terminal = terminal
        self.clock = clock
        self.services = services
        let today = model.rules.calendar.day(of: clock.now())
        state = GameState(model: model, today: today)
        dayShown = model.rules.calendar.range(from: today, through: today)
        state.message = services.openingMessage
        lastModelError = model.errorMessage
        lastStoreRead = clock.now()
    }

    /// Shows the screen until the person leaves or the process is told to end;
    /// the terminal is restored before this returns.
    public func run() -> GameExit {
        do {
            if services.screen == .plain { try terminal.enterLines() } else { try terminal.enter() }
        } catch {
            return .failed("the terminal cannot show the game: \(error)")
        }
        size = terminal.size() ?? size
        watchFiles()
        let exit = loop()
        if model.currentState == .active { model.handleBackground() }
        // A grown or withered tree the person has looked at and left is seen;
        // the next screen opens at home (the break stays on offer there).
        if exit == .left, model.outcome != nil { _ = act(.dismissOutcome) }
        if exit == .left, services.screen == .plain { try? terminal.write(Array((PlainWords.farewell(state) + "\n").utf8)) }
        if exit == .hungUp { terminal.abandon() } else { terminal.leave() }
        return exit
    }

    private func loop() -> GameExit {
        readElsewhere(at: clock.now())
        modelChanged()
        if let exit = draw() { return exit }
        while true {
            let events = terminal.nextEvents(timeout: timeUntilNextWake())
            for event in events {
                if let exit = handle(event) { return exit }
            }
            // Every wake ticks once, whatever woke it: the countdown, a key, a change of the store.
            wake()
            if let exit = draw() { return exit }
        }
    }

    // MARK: Waking

    private func timeUntilNextWake() -> TimeInterval {
        let now = clock.now()
        var deadline = lastStoreRead.addingTimeInterval(storeReadInterval)
        if let countdown {
            let tick = TickSchedule.nextTick(
                after: now, endsAt: countdown.endsAt, speed: countdown.speed, interval: countdown.speed.tickInterval)
            deadline = min(deadline, tick)
        }
        for other in elsewhere where !other.hasRunOut(at: now) {
            if let tick = TickSchedule.nextTick(after: now, for: other.session) { deadline = min(deadline, tick) }
        }
        if let since = witheredSince ?? endedElsewhere.flatMap({ $0.grown ? nil : $0.since }) {
            deadline = min(deadline, since.addingTimeInterval(services.witheredLinger))
        }
        return max(0, deadline.timeIntervalSince(now))
    }

    private var storeReadInterval: TimeInterval {
        watchingStore && model.errorMessage == nil ? Self.watchedStoreReadInterval : Self.unwatchedStoreReadInterval
    }

    /// The one tick of a wake: the store is read when it may have changed or is due; otherwise the model recomputes from the
    /// clock alone, and when only its clock moved, only the clock on screen follows.
    private func wake() {
        let now = clock.now()
        let room = model.session?.together?.room
        if room != watchedRoom { watchFiles() }
        let lookInterval = !roomWatched ? Self.unwatchedRoomLookInterval : Self.watchedRoomLookInterval
        if room != nil, roomChanged || lastRoomLook.map({ now >= $0.addingTimeInterval(lookInterval) }) ?? true {
            lastRoomLook = now
            roomChanged = false
            model.lookAtRoom()
            // Another member's give-up withered the tree: the whole screen changes.
            if model.session == nil {
                modelChanged()
                return
            }
        }
        if storeChanged || now >= lastStoreRead.addingTimeInterval(storeReadInterval - Self.storeReadSlack) {
            if storeChanged || lastElsewhereRead.map({ now >= $0.addingTimeInterval(Self.watchedStoreReadInterval) }) ?? true {
                readElsewhere(at: now)
            }
            storeChanged = false
            lastStoreRead = now
            services.reapChildren()
            model.syncWithStore()
            // The device's folder appears with its first save: watch it from then on.
            if !watchingStore, !services.watchedPaths.isEmpty { watchFiles() }
        } else if !model.tick(), followClock(at: now) {
            return
        }
        modelChanged()
    }

    /// Watches the store's files and, while a tree planted together grows, its room's folder:
    /// the terminal waits on one watch for both. A room that cannot be watched is looked at on a timer.
    private func watchFiles() {
        watchedRoom = model.session?.together?.room
        // A room newly planted with is looked at on this wake, before the screen shows it.
        lastRoomLook = nil
        roomWatched = watchedRoom.map { terminal.watch(services.watchedPaths + [$0 + "/"]) } ?? false
        watchingStore = !services.watchedPaths.isEmpty && (roomWatched || terminal.watch(services.watchedPaths))
    }

    /// After a tick that moved only the model's clock, updates the session's clock on screen; false, changing nothing, when
    /// the whole model must be read: no session shows (a withered tree goes home) or the day turned (the goal restarts).
    private func followClock(at now: Date) -> Bool {
        guard state.session != nil, dayShown.contains(now) else { return false }
        state.updateClock(from: model)
        state.update(elsewhere: elsewhere, at: now)
        return true
    }

    /// Another device's broken file is for `grove doctor` to report; this screen just shows none from it.
    private func readElsewhere(at now: Date) {
        lastElsewhereRead = now
        elsewhere = (try? services.sessionsElsewhere()) ?? []
    }

    // MARK: Events and actions

    private func handle(_ event: TerminalEvent) -> GameExit? {
        switch event {
        case .key(let key):
            let (next, actions) = GameKeys.handle(state, key)
            state = next
            if !actions.isEmpty { keyActed = true }
            for action in actions {
                if let exit = perform(action) { return exit }
            }
        case .resize(let width, let height):
            size = TerminalSize(width: width, height: height)
        case .continued:
            // Stopped and continued from outside: the terminal was set up again and cleared.
            redrawAll()
        case .filesChanged:
            storeChanged = true
            roomChanged = roomWatched
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
        // A refused key says why each time, though the reason is the one it gave before.
        if let notice = model.notice ?? model.errorMessage { state.message = notice }
        return nil
    }

    /// The one path from an action, a key's or an automatic one, to the model.
    private func act(_ action: GameAction) -> GameExit? {
        switch action {
        case .plant(let species): model.startSession(species: species)
        case .plantTogether(let species, let room):
            var plan = SessionPlan.focus(model.rules.settings, speed: model.speed)
            plan.species = species
            do {
                model.startSession(try services.plantingTogether(plan, room))
            } catch {
                state.message = "\(error)"
            }
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
            endedElsewhere = nil
            // Plain mode tells how a session ended itself.
            if let ended, ended.kind == .break, services.screen == .full {
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
        redrawAll()
        modelChanged()
        return nil
    }

    /// The terminal was set up again and cleared, its title saved again: draw everything anew.
    private func redrawAll() {
        writer.invalidate()
        shownTitle = nil
        narrated = nil
        size = terminal.size() ?? size
    }

    // MARK: Following the model

    /// Reads the model into the view state, after signalling an ended session
    /// and moving past outcomes that need no choice.
    private func modelChanged() {
        signalIfEnded()
        if let goal = goalMessage, model.outcome?.id != goal.outcomeID {
            // A tree planted since (here or from another shell) has moved on from the goal.
            if state.message == goal.text { state.message = nil }
            goalMessage = nil
        }
        if let action = automaticAction() { _ = act(action) }
        let session = model.session
        if let session { watchedSessionID = session.id }
        countdown = session.flatMap { session in session.endsAt.map { ($0, session.speed) } }
        if model.errorMessage != lastModelError {
            // An error that has gone (a save that went through at last) leaves the screen with it.
            if let error = model.errorMessage { state.message = error } else if state.message == lastModelError { state.message = nil }
            lastModelError = model.errorMessage
        }
        let now = clock.now()
        if !dayShown.contains(now) {
            state.today = model.rules.calendar.day(of: now)
            dayShown = model.rules.calendar.range(from: state.today, through: state.today)
        }
        state.update(from: model)
        showEndedElsewhere(at: now)
        state.update(elsewhere: elsewhere, at: now)
    }

    /// Shows the tree watched here as it ended when another shell ended it and saved the outcome as seen, so that it
    /// ends on the same screen as an end here: grown until a key, or withered a while, then home.
    private func showEndedElsewhere(at now: Date) {
        if let outcome = model.outcome { outcomeShownID = outcome.id }
        if endedElsewhere == nil, model.session == nil, model.outcome == nil, let last = model.lastFinished,
            last.id == watchedSessionID, last.id != outcomeShownID, last.kind == .focus
        {
            outcomeShownID = last.id
            // That shell told of the end: nothing to signal here, and the next tree is not one begun by itself.
            signalledOutcomeID = last.id
            endedElsewhere = (GameState.Outcome(given: last), last.state == .completed, now)
        }
        guard let shown = endedElsewhere else { return }
        guard model.session == nil, model.outcome == nil,
            shown.grown || now < shown.since.addingTimeInterval(services.witheredLinger)
        else {
            endedElsewhere = nil
            return
        }
        state.screen = shown.grown ? .completed(shown.outcome) : .abandoned(shown.outcome)
    }

    /// What happens without a key, by the same path as its key: an ended break, having nothing to choose, goes home at once;
    /// a withered tree goes home once shown a while.
    private func automaticAction() -> GameAction? {
        guard let outcome = model.outcome, outcome.kind == .break || outcome.state == .abandoned else {
            witheredSince = nil
            return nil
        }
        if outcome.kind == .break { return .dismissOutcome }
        let now = clock.now()
        let since = witheredSince ?? now
        witheredSince = since
        return now.timeIntervalSince(since) >= services.witheredLinger ? .dismissOutcome : nil
    }

    /// Queues the bell (and a desktop notification escape) once for a session that grew on this screen and just completed,
    /// even if the next one began by itself at once (the full screen then says how it ended, never having shown it).
    private func signalIfEnded() {
        guard let ended = model.lastFinished, ended.state == .completed, ended.id == watchedSessionID,
            ended.id != signalledOutcomeID, model.outcome?.id == ended.id || model.session != nil
        else { return }
        signalledOutcomeID = ended.id
        let (title, body) = CompletionNotice.words(kind: ended.kind, tag: ended.tag, focusedSeconds: ended.focusedSeconds)
        if services.screen == .full, let next = model.session {
            state.message = FollowUpWords.ended(ended) + " " + FollowUpWords.began(next)
        }
        guard services.signalsCompletion else { return }
        pendingSignal += services.completionSignal.bytes(title: "grove: " + title, body: body)
        if model.reachedGoal {
            let words = GoalReachedWords.line(treesToday: model.treesToday)
            if services.screen == .full, model.session == nil {
                let message = words + " " + String(GoalProgress.metMark)
                state.message = message
                goalMessage = (ended.id, message)
            }
            pendingSignal += services.completionSignal.bytes(title: "grove: daily goal reached", body: words)
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
        forest.refresh(for: key, calendar: model.rules.calendar, read: services.forestReport)
    }

    /// Writes what changed on the screen (in plain mode, the sentences that tell it), and
    /// any pending signal; a terminal that refuses the bytes has gone away.
    private func draw() -> GameExit? {
        refreshForest()
        var bytes = services.screen == .plain ? narration() : changedScreen()
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

    /// The bytes that bring the screen and the window title up to date.
    private func changedScreen() -> [UInt8] {
        // One copy of the state for the frame and the title, not one for each.
        let state = state
        var frame = writer.frameToDrawOn(width: size.width, height: size.height)
        GameScreen.draw(state, forest: forest.page, over: &frame)
        var bytes = writer.update(to: frame, capability: services.colorCapability)
        let subject = WindowTitle.subject(of: state)
        if shownTitle?.subject != subject {
            let title = WindowTitle.text(for: subject, glyphs: services.titleGlyphs)
            if title != shownTitle?.text { bytes += TerminalTitle.set(title) }
            shownTitle = (subject, title)
        }
        return bytes
    }

    /// Plain mode: the sentences for what changed since the last ones. The keys asked for
    /// are told, not held open, and a message is told once: the next key does what it says.
    private func narration() -> [UInt8] {
        let lines = PlainNarration.sentences(from: narrated, to: state, byKey: keyActed, forest: forest.page)
        keyActed = false
        if state.overlay == .help { state.overlay = .none }
        state.message = nil
        narrated = state
        return Array(lines.map { $0 + "\n" }.joined().utf8)
    }
}
