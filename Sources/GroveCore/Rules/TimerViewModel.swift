import FoundationEssentials
import Observation
import GroveWords

/// The contract's TimerViewModel, the one controller every shell drives. Every change goes through ``SessionRules`` in one
/// repository update, so a pause typed in another shell and a tick on this screen cannot both win.
@Observable
public final class TimerViewModel {
    /// Game seconds left (0...planned); the view formats it as MM:SS.
    public private(set) var remainingTime: TimeInterval
    public private(set) var currentState: SessionState = .idle
    public private(set) var treeStage: Int = 1
    /// A message for the person when an input was refused or a save failed; nil after a success.
    public private(set) var errorMessage: String?
    public private(set) var session: LiveSession?
    /// The session that just ended, while `currentState` is `.completed` or `.abandoned`.
    public private(set) var outcome: FinishedSession?
    /// The session that ended last, seen or not.
    public private(set) var lastFinished: FinishedSession?
    public private(set) var breakOffer: SessionPlan?
    /// What the session that ended last earned, until a person has seen how it ended
    /// (also while the session that started by itself after it runs).
    public private(set) var newAchievements: [Achievement] = []
    public private(set) var rewards = RewardLedger()
    /// Words about the last input that the other outputs cannot say ("planting cancelled").
    public private(set) var notice: String?
    /// Whether the session that ended last reached the daily goal, as long as `newAchievements` stands.
    public private(set) var reachedGoal = false
    /// Whether the session that ended last reached the daily goal, seen or not: for a shell that tells how it ended itself.
    public var lastReachedGoal: Bool { record.lastReachedGoal }
    /// The room of the planting together as last read (nil before a look, or when planted alone).
    public private(set) var room: RoomReading?
    /// Lines about the room from the last look or write, each naming the room: files ignored, a write
    /// that failed. A room problem never stops the session; shells show these lines.
    public private(set) var roomProblems: [String] = []

    /// Every member's tree in the live planting together now, this person's first.
    public var treesTogether: [MemberTree] {
        guard let session, let room else { return [] }
        return RoomRules.trees(of: session, in: room, at: clock.now())
    }

    /// The contract's derived flag: controls are enabled while the countdown runs.
    public var isSessionActive: Bool { currentState == .active }

    /// Trees that counted for the game today (local time), for the daily goal; read from the clock
    /// each time, so it starts again from 0 at midnight.
    public var treesToday: Int { record.treesGrown(on: rules.calendar.day(of: clock.now())) }

    /// The time multiplier for sessions planted from now on (the contract's `timeMultiplier`).
    public var speed: GameSpeed
    public let rules: SessionRules

    @ObservationIgnored private let repository: SessionRepository
    @ObservationIgnored private let notifications: NotificationService
    @ObservationIgnored private let hooks: HookRunner
    @ObservationIgnored private let clock: WallClock
    @ObservationIgnored private let ticker: Ticker
    @ObservationIgnored private let roomBoard: RoomBoard?
    @ObservationIgnored private let commitCounter: CommitCounter?
    @ObservationIgnored private let makeSessionID: () -> String
    @ObservationIgnored private var record = LiveRecord.empty
    @ObservationIgnored private var backgroundedAt: Date?
    @ObservationIgnored private var tickInterval: TimeInterval?
    /// Events whose save failed, oldest first, replayed on the stored record by the next attempt.
    @ObservationIgnored private var pending: [TimedEvent] = []

    public init(
        repository: SessionRepository, notifications: NotificationService, hooks: HookRunner,
        clock: WallClock, ticker: Ticker, settings: GroveSettings = GroveSettings(), speed: GameSpeed = .normal,
        calendar: LocalCalendar = FixedOffsetCalendar.utc,
        makeSessionID: @escaping () -> String,
        room: RoomBoard? = nil, commits: CommitCounter? = nil
    ) {
        self.roomBoard = room
        self.commitCounter = commits
        self.repository = repository
        self.notifications = notifications
        self.hooks = hooks
        self.clock = clock
        self.ticker = ticker
        self.rules = SessionRules(settings: settings, calendar: calendar)
        self.speed = speed
        self.makeSessionID = makeSessionID
        self.remainingTime = TimeInterval(settings.focusMinutes * 60)
    }

    // MARK: Inputs

    /// Finds the live session in the store and completes it if its time ran out while nobody looked.
    public func restore() {
        // Most of the time there is nothing to settle: then the record is only read, without
        // the store's lock or a write, which every command that shows something opens with.
        let now = clock.now()
        if pending.isEmpty, let stored = try? repository.loadLive(), stored.session?.together != nil {
            adopt(stored, at: now)
            lookAtRoom()
            // A give-up withered the tree: the rules have said so, and nothing is left to settle.
            if session == nil, errorMessage == nil { return }
        }
        if pending.isEmpty, let stored = try? repository.loadLive(),
           rules.apply(.settle, to: stored, at: now, newSessionID: "") == SessionTransition(record: stored) {
            notice = nil
            errorMessage = nil
            adopt(stored, at: now)
            return
        }
        perform(.settle)
    }

    /// Plants a tree of `species` (nil: the configured one) with the configured length and tag.
    public func startSession(species: String? = nil) {
        var plan = SessionPlan.focus(rules.settings, speed: speed)
        plan.species = species ?? plan.species
        startSession(plan)
    }

    public func startSession(_ plan: SessionPlan) {
        perform(.start(plan))
    }

    /// Starts the break earned by the last grown tree; with `long`, only if it is the long one.
    public func startBreak(long: Bool = false) {
        perform(.startBreak(speed: speed, long: long))
    }

    public func pauseSession() {
        perform(.pause)
    }

    /// Pauses for `reason`, an interruption the person names (`call`, `colleague`).
    public func pauseSession(for reason: String) {
        perform(.pauseFor(reason: reason))
    }

    /// Gives the pause in progress its reason.
    public func explainPause(_ reason: String) {
        perform(.explainPause(reason: reason))
    }

    public func resumeSession() {
        perform(.resume)
    }

    /// Gives up: the tree withers (within the grace, the planting is cancelled instead).
    /// With `outcomeShown`, the shell tells how it ended itself, so it is marked seen in the same save.
    public func cancelSession(outcomeShown: Bool = false) {
        if outcomeShown { perform(.giveUp, .acknowledge) } else { perform(.giveUp) }
    }

    /// Ends a count-up tree: grown from 10 minutes of focus, else withered. With `outcomeShown`, as ``cancelSession(outcomeShown:)``.
    public func finishOpenSession(outcomeShown: Bool = false) {
        if outcomeShown { perform(.done, .acknowledge) } else { perform(.done) }
    }

    public func setNote(_ note: String?) {
        perform(.setNote(note))
    }

    /// Adds `minutes` to the growing countdown tree, up to the longest a tree grows.
    public func extendSession(minutes: Int) {
        perform(.extend(minutes: minutes))
    }

    /// Records `session`, a focus session grove did not time (``SessionLog``), unless it overlaps one of `recorded`.
    public func logSession(_ session: FinishedSession, recorded: [FinishedSession]) {
        perform(.log(session, recorded: recorded))
    }

    /// The screen was left (Ctrl-Z, closed): stop ticking and remember when.
    public func handleBackground() {
        guard currentState == .active else {
            errorMessage = SessionRejection.notActive(currentState).description
            return
        }
        backgroundedAt = clock.now()
        ticker.stop()
    }

    /// The screen is back: catch up with the clock and the store.
    public func handleForeground() {
        guard backgroundedAt != nil else {
            errorMessage = SessionRejection.notBackgrounded.description
            return
        }
        backgroundedAt = nil
        perform(.settle)
    }

    /// One tick: recompute from the clock, completing the session at zero. Returns false when only `remainingTime` and
    /// `treeStage` can have changed (a screen may redraw just its clock), true when any output may have.
    @discardableResult
    public func tick() -> Bool {
        guard let session, backgroundedAt == nil else { return false }
        let now = clock.now()
        if session.state == .active, session.remaining(at: now) <= 0 {
            // What the room says at the end decides a tree planted together.
            if session.together != nil { lookAtRoom() }
            perform(.settle)
            return true
        }
        showClock(of: session, at: now)
        return false
    }

    /// Picks up changes other grove processes made. Cheap when nothing changed.
    public func syncWithStore() {
        guard pending.isEmpty else {
            commit()
            return
        }
        do {
            let stored = try repository.loadLive()
            if stored != record { adopt(stored, at: clock.now()) }
            tick()
        } catch {
            errorMessage = "\(error)"
        }
    }

    /// Reads the room of the live planting together and tells the rules who is in it now and any
    /// give-up. The screen calls it when the room's folder changes, the waiter while it waits.
    public func lookAtRoom() {
        guard let together = session?.together, let roomBoard else { return }
        let reading = roomBoard.read(room: together.room, as: together.name)
        room = reading
        roomProblems = reading.ignored.map { RoomRules.line(about: together.roomName, $0) }
        let sighting = RoomRules.sighting(of: together.planting, name: together.name, in: reading)
        guard sighting.gaveUp != nil || sighting.members != together.members else { return }
        perform(.roomSeen(sighting))
    }

    public func dismissOutcome() {
        perform(.acknowledge)
    }

    /// Keeps the unlocks.
    public func recountRewards(from history: [FinishedSession]) {
        perform(.recountRewards(history: history))
    }

    public func unlock(species: String) {
        perform(.unlock(species: species))
    }

    // MARK: The one path for changes

    /// Reduce, then commit, then act: the events join any whose save failed, and stand or fall
    /// together in one save.
    private func perform(_ events: SessionEvent...) {
        notice = nil
        let now = clock.now()
        // Any event may start a session: a start, or the settling of a session that ended,
        // when the next one starts by itself.
        pending += events.map { TimedEvent(event: $0, at: now, newSessionID: makeSessionID()) }
        // Nothing could be read, so nothing was applied: these events are refused, not postponed.
        if !commit() { pending.removeLast(events.count) }
    }

    /// Replays the pending events onto the stored record and saves; returns whether it could be read. A failed save runs no
    /// effect: the result stays in memory, with the error, until the next try.
    @discardableResult
    private func commit() -> Bool {
        let now = clock.now()
        let rules = rulesCountingCommits()
        var replayed: SessionTransition?
        do {
            try repository.update { stored, finished in
                let transition = rules.replay(pending, onto: stored)
                replayed = transition
                stored = transition.record
                finished = transition.finished
            }
        } catch {
            guard let replayed else {
                errorMessage = "\(error)"
                return false
            }
            adopt(replayed.record, at: now)
            errorMessage = Words.Rules.saveFailed(error: "\(error)")
            return true
        }
        pending = []
        guard let replayed else { return true }
        adopt(replayed.record, at: now)
        run(replayed.effects)
        errorMessage = replayed.rejection?.description
        return true
    }

    /// The rules with the commits counted for a tree in a project that the pending events end, read before the store's lock
    /// is taken: `git` may take a moment.
    private func rulesCountingCommits() -> SessionRules {
        guard let commitCounter, let stored = try? repository.loadLive() else { return rules }
        var counting = rules
        for query in CommitQuery.queries(for: pending, onto: stored, rules: rules) {
            counting.commitsCounted[query.sessionID] = commitCounter.commits(in: query.folder, from: query.start, through: query.end)
        }
        return counting
    }

    private func run(_ effects: [SessionEffect]) {
        for effect in effects {
            switch effect {
            case .scheduleNotice(let notice): notifications.schedule(notice)
            case .cancelNotice(let identifier): notifications.cancel(identifier: identifier)
            case .announce(let title, let body): notifications.announce(title: title, body: body)
            case .runHook(let facts): hooks.run(facts)
            case .tell(let words): notice = words
            case .postToRoom(let together, let planting):
                if let problem = roomBoard?.post(planting, as: together.name, in: together.room) {
                    roomProblems.append(RoomRules.line(about: together.roomName, problem))
                }
            }
        }
    }

    /// Derives every output from the record, so the outputs can never disagree.
    private func adopt(_ newRecord: LiveRecord, at now: Date) {
        record = newRecord
        if lastFinished != newRecord.lastFinished { lastFinished = newRecord.lastFinished }
        if rewards != newRecord.rewards { rewards = newRecord.rewards }
        breakOffer = rules.breakPlan(after: newRecord, speed: speed)
        let isNews = newRecord.lastFinished != nil && !newRecord.outcomeSeen
        newAchievements = isNews ? newRecord.lastEarned.compactMap(Achievement.named) : []
        reachedGoal = isNews && newRecord.lastReachedGoal
        if let live = newRecord.session {
            outcome = nil
            if session != live { session = live }
            if currentState != live.state { currentState = live.state }
            showClock(of: live, at: now)
        } else if let last = newRecord.lastFinished, !newRecord.outcomeSeen {
            // The stage it had at its end when it grew or showed here: an extended tree keeps the stage it grew to.
            let stageHere = session?.id == last.id ? session?.stage(at: last.endedAt) : (outcome?.id == last.id ? treeStage : nil)
            session = nil
            outcome = last
            currentState = last.state == .completed ? .completed : .abandoned
            remainingTime = last.state == .completed ? 0 : max(0, last.plannedSeconds - last.focusedSeconds)
            // As far as it grew: a count-up done at 12 minutes is at its third stage.
            treeStage = last.state == .completed && last.mode == .countdown
                ? TreeStage.count : stageHere ?? last.mode.stage(elapsed: last.focusedSeconds, planned: last.plannedSeconds)
        } else {
            session = nil
            outcome = nil
            currentState = .idle
            remainingTime = TimeInterval(rules.settings.focusMinutes * 60)
            treeStage = 1
        }
        updateTicker()
    }

    /// The outputs that move with the clock alone.
    private func showClock(of live: LiveSession, at now: Date) {
        let remaining = live.remaining(at: now)
        if remainingTime != remaining { remainingTime = remaining }
        let stage = live.stage(at: now)
        if treeStage != stage { treeStage = stage }
    }

    private func updateTicker() {
        guard let session, session.state == .active, backgroundedAt == nil else {
            if ticker.isRunning { ticker.stop() }
            tickInterval = nil
            return
        }
        let interval = session.speed.tickInterval
        if !ticker.isRunning || tickInterval != interval {
            tickInterval = interval
            ticker.start(every: interval) { [weak self] in self?.tick() }
        }
    }
}
