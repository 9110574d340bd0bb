import FoundationEssentials
import GroveCore
import GroveTerminal
import GroveWords

/// The game screen as a value, Bubble Tea's model and update: what the screen shows and every rule of what comes next.
/// ``reduce(_:at:)`` takes an event and returns the effects for the loop to perform, in order. The model never acts on
/// the view model itself: it asks, and is told what the view model says then (``TimerReading``).
struct GameModel {
    private(set) var state: GameState
    private(set) var size = TerminalSize(width: 80, height: 24)
    private let screen: ScreenStyle
    private let titleGlyphs: WindowTitle.Glyphs
    private let calendar: LocalCalendar
    /// What the view model said when last read in full.
    private var timer: TimerReading
    private var schedule: WakeSchedule
    private var ends: SessionEnds
    /// Sessions growing on other devices, as last read.
    private var elsewhere: [SessionElsewhere] = []
    /// The local day `state.today` shows, from its first instant: the calendar is asked again only once the clock leaves it.
    private var dayShown: DateRange
    /// Bell and notification bytes waiting for the next write.
    private var pendingSignal: [UInt8] = []
    /// Whether a key acted and its notice (or error) is still to be said, once what its act set going is done.
    private var keyNoticeDue = false
    /// The window title the terminal shows and what of the state it tells, nil until grove set one.
    private var shownTitle: (subject: WindowTitle.Subject, text: String)?
    /// Plain mode: the state last told, nil until the opening is told (again after a suspend).
    private var narrated: GameState?
    /// Plain mode: whether a key acted on the model since the last sentences.
    private var keyActed = false

    /// The screen for what the view model says at `now`, on a terminal of `size` (nil: unknown), as `services` set it up.
    init(_ timer: TimerReading, services: GameServices, calendar: LocalCalendar, size: TerminalSize?, at now: Date) {
        self.size = size ?? self.size
        let today = calendar.day(of: now)
        state = GameState(timer, today: today)
        state.message = services.openingMessage
        dayShown = calendar.range(from: today, through: today)
        (self.timer, self.calendar) = (timer, calendar)
        (screen, titleGlyphs) = (services.screen, services.titleGlyphs)
        schedule = WakeSchedule(storeHasFiles: !services.watchedPaths.isEmpty, openedAt: now)
        ends = SessionEnds(services)
    }

    /// Takes `event`, which happened at `now`, and returns what the loop is to do.
    mutating func reduce(_ event: GameEvent, at now: Date) -> [GameEffect] {
        switch event {
        case .opened: return [.read(store: false, elsewhere: true)]
        case .terminal(let event): return reduce(event)
        case .woke:
            if schedule.looksAt(timer.session?.together?.room, at: now) { return [.lookAtRoom] }
            return [schedule.tick(at: now, errorShows: timer.errorMessage != nil)]
        case .frameDue: return frame()
        case .redrawn(let size):
            self.size = size ?? self.size
            (shownTitle, narrated) = (nil, nil)
            return []
        case .watching(let store, let room):
            (schedule.storeWatched, schedule.roomWatched) = (store, room)
            return []
        case .acted(let reading, let refusal):
            if let refusal { state.message = refusal }
            let effects = follow(reading, at: now)
            if keyNoticeDue, !effects.contains(.act(.dismissOutcome)) {
                keyNoticeDue = false
                // A refused key says why each time, though the reason is the one it gave before.
                if let notice = reading.notice ?? reading.errorMessage { state.message = notice }
            }
            return effects
        case .read(let reading, let sessions):
            elsewhere = sessions ?? elsewhere
            return follow(reading, at: now)
        case .roomLooked(let reading):
            // Another member's give-up withered the tree: the whole screen changes; else the wake goes on.
            return reading.session == nil ? follow(reading, at: now) : [schedule.tick(at: now, errorShows: reading.errorMessage != nil)]
        case .clockTurned(let clock):
            // No session shows (a withered tree goes home) or the day turned (the goal restarts): the whole model is read.
            guard state.session != nil, dayShown.contains(now) else { return [.read(store: false, elsewhere: false)] }
            state.update(clock: clock)
            state.update(elsewhere: elsewhere, at: now)
            return []
        case .closing(let exit):
            // A grown or withered tree the person looked at and left is seen: the next screen opens at home (with the break).
            let dismissal = exit == .left && timer.outcome != nil ? [dismissing(timer.outcome)] : []
            return dismissal + (exit == .left && screen == .plain ? [.say(PlainWords.farewell(state))] : [])
        }
    }

    /// When the loop must wake by itself: a countdown's next turn, here or on another device, a store read, a withered tree.
    func nextWake(after now: Date) -> Date {
        var deadline = schedule.nextStoreRead(errorShows: timer.errorMessage != nil)
        if let tick = timer.session.flatMap({ TickSchedule.nextTick(after: now, for: $0) }) { deadline = min(deadline, tick) }
        for other in elsewhere where !other.hasRunOut(at: now) {
            if let tick = TickSchedule.nextTick(after: now, for: other.session) { deadline = min(deadline, tick) }
        }
        return min(deadline, ends.witheredGoesHome ?? deadline)
    }

    private mutating func reduce(_ event: TerminalEvent) -> [GameEffect] {
        switch event {
        case .key(let key):
            let (next, actions) = GameKeys.handle(state, key)
            state = next
            if !actions.isEmpty { (keyActed, keyNoticeDue) = (true, true) }
            return actions.map { $0 == .dismissOutcome ? dismissing(timer.outcome) : .act($0) }
        case .resize(let width, let height):
            size = TerminalSize(width: width, height: height)
            return []
        case .continued: return [.redrawAll]  // Stopped and continued from outside: the terminal was set up again.
        case .filesChanged:
            schedule.filesChanged()
            return []
        case .suspendRequested: return [.act(.suspend)]
        case .hangup: return [.exit(.hungUp)]
        case .terminate: return [.exit(.terminated)]
        case .interrupt: return [.exit(.interrupted)]
        }
    }

    /// Follows what the view model says: signals an ended session, sends home an outcome needing no choice, shows the rest.
    private mutating func follow(_ reading: TimerReading, at now: Date) -> [GameEffect] {
        pendingSignal += ends.signalIfEnded(reading, on: &state)
        ends.dropGoalMessage(after: reading, on: &state)
        if ends.goesHome(reading, at: now) { return [dismissing(reading.outcome)] }
        if reading.errorMessage != timer.errorMessage {
            // An error that has gone (a save that went through at last) leaves the screen with it.
            if let error = reading.errorMessage { state.message = error } else if state.message == timer.errorMessage { state.message = nil }
        }
        timer = reading
        if !dayShown.contains(now) {
            state.today = calendar.day(of: now)
            dayShown = calendar.range(from: state.today, through: state.today)
        }
        state.update(from: reading)
        ends.show(reading, at: now, on: &state)
        state.update(elsewhere: elsewhere, at: now)
        // A new room is watched with the store, and the store's files once they can be: its folder appears with the first save.
        let room = reading.session?.together?.room
        return room == schedule.watchedRoom && !schedule.watchesAgain ? [] : [schedule.watch(room)]
    }

    /// Sends `outcome`, the one showing, home; an ended break says so (plain mode tells how a session ended itself).
    private mutating func dismissing(_ outcome: FinishedSession?) -> GameEffect {
        ends.dismissed()
        if let outcome, outcome.kind == .break, screen == .full {
            state.message = outcome.state == .completed ? Words.Outcome.breakOverReady : Words.Outcome.breakEndedEarly
        }
        return .act(.dismissOutcome)
    }

    /// What the loop writes now: the screen and its title (in plain mode, the sentences for what changed), and any signal.
    private mutating func frame() -> [GameEffect] {
        var effects: [GameEffect] = []
        if screen == .plain {
            effects.append(.narrate(from: narrated, to: state, byKey: keyActed))
            keyActed = false
            // The keys asked for are told, not held open, and a message is told once: the next key does what it says.
            if state.overlay == .help { state.overlay = .none }
            state.message = nil
            narrated = state
        } else {
            effects.append(.draw)
            let subject = WindowTitle.subject(of: state)
            if shownTitle?.subject != subject {
                let title = WindowTitle.text(for: subject, glyphs: titleGlyphs)
                if title != shownTitle?.text { effects.append(.setTitle(title)) }
                shownTitle = (subject, title)
            }
        }
        if !pendingSignal.isEmpty { effects.append(.ring(pendingSignal)) }
        pendingSignal = []
        return effects
    }

    /// What the open forest's page is read for: again only when its period, the day or the history changed.
    var forestKey: ForestCache.Key? {
        guard case .forest(let open) = state.overlay else { return nil }
        return ForestCache.Key(
            forest: open, today: state.today, liveSession: timer.session?.id, outcome: timer.outcome?.id, rewards: timer.rewards)
    }
}
