import FoundationEssentials
import GroveWords

/// The game's rules as a pure function: (record, event, now) → transition or rejection. Every shell (CLI, game screen,
/// waiter) sends events here and performs the effects it gets back; none decides a rule itself.
public struct SessionRules: Sendable {
    public let settings: GroveSettings
    /// The local day and hour of sessions, for streaks and achievements.
    public let calendar: LocalCalendar
    /// The commits counted in the repository of a tree these rules may end, by the tree's id: the shell counts them before
    /// it applies the events (``TimerViewModel``), and the finished tree keeps the count.
    public var commitsCounted: [String: Int] = [:]

    /// Game seconds of focus within which ending a tree is forgiven: nothing withers, nothing is recorded.
    public static let graceSeconds: TimeInterval = 10
    public static var cancelledMessage: String { Words.Rules.cancelled }
    /// Wall seconds after a session's end within which its end must be seen for the next
    /// session to start by itself: a laptop that slept through the end plants nothing nobody saw.
    public static let followUpWindow: TimeInterval = 60

    public init(settings: GroveSettings, calendar: LocalCalendar = FixedOffsetCalendar.utc) {
        self.settings = settings
        self.calendar = calendar
    }

    /// Applies `event` at `now`. A session whose countdown ended meanwhile is
    /// completed first, with its true end time, so the event sees the present.
    public func apply(
        _ event: SessionEvent, to record: LiveRecord, at now: Date, newSessionID: @autoclosure () -> String
    ) -> SessionTransition {
        // A give-up seen by the tree's end withers it before time alone could complete it.
        if case .roomSeen(let sighting) = event, let withered = wither(record, seeing: sighting, at: now) { return withered }
        var transition = settle(record, at: now, newSessionID: newSessionID)
        if let rejection = check(event, against: transition.record, at: now) {
            transition.rejection = rejection
            return transition
        }
        switch event {
        case .settle:
            break
        case .acknowledge:
            transition.record.outcomeSeen = true
        case .unlock(let name):
            transition.record.rewards.unlocked.append(name)
        case .recountRewards(let history):
            transition.record.rewards = RewardLedger.recount(
                history, unlocks: transition.record.rewards.unlocked, calendar: calendar)
            transition.record.today = DailyTally.of(history, today: calendar.day(of: now), calendar: calendar)
        case .start(let plan):
            start(plan, id: newSessionID(), at: now, into: &transition)
        case .startBreak(let speed, _):
            guard let plan = breakPlan(after: transition.record, speed: speed) else { break }
            start(plan, id: newSessionID(), at: now, into: &transition)
        case .pause, .pauseFor:
            guard var session = transition.record.session else { break }
            session.phase = .paused(remaining: session.remaining(at: now), since: now)
            session.interruptions.pause(for: event.pauseReason)
            transition.record.session = session
            transition.effects += [
                .cancelNotice(identifier: CompletionNotice.identifier),
                .runHook(HookFacts(.paused, session, focusedSeconds: focused(session, at: now))),
            ]
        case .resume:
            guard var session = transition.record.session, case .paused(let remaining, _) = session.phase else { break }
            session.pausedSeconds = session.totalPausedSeconds(at: now)
            session.interruptions.resume()
            session.phase = .running(endsAt: now.addingTimeInterval(session.speed.wallSeconds(forGame: remaining)))
            transition.record.session = session
            transition.effects += [
                .scheduleNotice(notice(for: session, at: now)),
                .runHook(HookFacts(.resumed, session, focusedSeconds: focused(session, at: now))),
            ]
        case .giveUp, .done:
            guard let session = transition.record.session else { break }
            let grown = event == .done && session.elapsed(at: now) >= SessionMode.openGrownAfterSeconds
            end(session, grown: grown, at: now, into: &transition, newSessionID: newSessionID)
        case .setNote(let note):
            transition.record.session?.note = note
        case .extend(let minutes):
            extend(by: minutes, at: now, into: &transition)
        case .log(let session, _):
            transition.finished.append(session)
        case .explainPause(let reason):
            transition.record.session?.interruptions.explain(reason)
        case .roomSeen(let sighting):
            guard transition.record.session?.together?.planting == sighting.planting else { break }
            transition.record.session?.together?.members = sighting.members
        }
        return transition
    }

    /// Applies `events` in order, each at its own time, as one transition with the latest refusal.
    /// A retry replays them on the record as stored now, so what another shell did meanwhile is kept.
    public func replay(_ events: [TimedEvent], onto record: LiveRecord) -> SessionTransition {
        var combined = SessionTransition(record: record)
        for timed in events {
            let step = apply(timed.event, to: combined.record, at: timed.at, newSessionID: timed.newSessionID)
            combined.record = step.record
            combined.finished += step.finished
            combined.effects += step.effects
            if let rejection = step.rejection { combined.rejection = rejection }
        }
        return combined
    }

    /// The contract's preconditions: why `event` cannot apply to `record`, or nil.
    private func check(_ event: SessionEvent, against record: LiveRecord, at now: Date) -> SessionRejection? {
        let state = record.session?.state ?? .idle
        switch event {
        case .settle, .acknowledge, .recountRewards, .roomSeen:
            return nil
        case .unlock(let name):
            guard let species = Species.named(name) else { return .unknownSpecies(name) }
            if record.rewards.isAvailable(name) { return .alreadyUnlocked(name) }
            if let awaited = Self.awaitedAchievement(species, record.rewards) { return awaited }
            let coins = record.rewards.coins
            return coins >= species.unlock.coinPrice ? nil : .notEnoughCoins(species, coins: coins)
        case .start(let plan):
            if let session = record.session { return .alreadyGrowing(session, asked: plan.kind) }
            if let note = plan.note, SessionNote(note) == nil { return .invalidNote }
            if plan.together != nil, plan.kind != .focus || plan.mode != .countdown { return .togetherNeedsCountdown }
            if plan.kind == .focus, let refusal = Self.speciesRefusal(plan.species, rewards: record.rewards) { return refusal }
            // A break is the one earned, never one of another length.
            if plan.kind == .break {
                guard let earned = breakPlan(after: record, speed: plan.speed) else { return .noBreakEarned(noBreak(after: record)) }
                if earned != plan { return .notTheEarnedBreak(minutes: Int(earned.plannedSeconds / 60)) }
            }
            return nil
        case .startBreak(let speed, let long):
            if let session = record.session { return .alreadyGrowing(session, asked: .break) }
            guard let plan = breakPlan(after: record, speed: speed) else { return .noBreakEarned(noBreak(after: record)) }
            if long, !plan.isLongBreak {
                let every = settings.longBreakEvery
                return .longBreakNotEarned(every: every, treesToGo: every - record.completedFocusCount % every)
            }
            return nil
        case .pause, .pauseFor:
            if let reason = event.pauseReason, PauseReason.given(reason) == nil { return .invalidReason(reason) }
            if record.session?.together != nil { return .pausedTogether }
            return state == .active ? nil : .notActive(state)
        case .explainPause(let reason):
            if PauseReason.given(reason) == nil { return .invalidReason(reason) }
            return state == .paused ? nil : .noPauseToExplain(state)
        case .resume:
            return state == .paused ? nil : .notPaused(state)
        case .giveUp:
            return record.session == nil ? .nothingToGiveUp : nil
        case .done:
            let isOpenTree = record.session.map { $0.kind == .focus && $0.mode == .open } ?? false
            return isOpenTree ? nil : .notOpen(record.session)
        case .setNote(let note):
            if record.session == nil { return .nothingToNote }
            if let note, SessionNote(note) == nil { return .invalidNote }
            return nil
        case .extend(let minutes):
            return Self.extendRefusal(of: record, minutes: minutes).map(SessionRejection.cannotExtend)
        case .log(let session, let recorded):
            if let note = session.note, SessionNote(note) == nil { return .invalidNote }
            if let refusal = Self.speciesRefusal(session.species, rewards: record.rewards) { return refusal }
            // A session that ended while nothing ran was just recorded, before the history was read.
            let justRecorded = [record.lastFinished].compactMap { $0 }
            return SessionLog.refusal(
                of: session, live: record.session, recorded: recorded + justRecorded, at: now, calendar: calendar
            ).map(SessionRejection.cannotLog)
        }
    }

    /// Whether ending `session` at `now` is forgiven as a cancelled planting (see ``graceSeconds``).
    public static func isWithinGrace(_ session: LiveSession, at now: Date) -> Bool {
        session.kind == .focus && session.elapsed(at: now) < graceSeconds
    }

    /// Why a tree of `name` cannot be planted (or a finished one turned into it) with `rewards`, or nil.
    public static func speciesRefusal(_ name: String, rewards: RewardLedger) -> SessionRejection? {
        guard let species = Species.named(name) else { return .unknownSpecies(name) }
        guard !rewards.isAvailable(name) else { return nil }
        return awaitedAchievement(species, rewards) ?? .speciesLocked(species, coins: rewards.coins)
    }

    /// The refusal for a locked species that an achievement unlocks, or nil for one bought with coins.
    private static func awaitedAchievement(_ species: Species, _ rewards: RewardLedger) -> SessionRejection? {
        guard let achievement = species.unlock.achievement else { return nil }
        return .awaitsAchievement(species, achievement, progress: rewards.progress(achievement))
    }

    /// Why `record`, with no session live, earns no break.
    private func noBreak(after record: LiveRecord) -> SessionRejection.NoBreak {
        guard let last = record.lastFinished else { return .nothingGrown }
        return last.kind == .focus && last.state == .abandoned ? .lastWithered : .taken
    }

    /// The break the person may start now, if any: after a grown tree whose break was not taken;
    /// long after every n-th one, and only then, so a long break is always earned the same way.
    public func breakPlan(after record: LiveRecord, speed: GameSpeed) -> SessionPlan? {
        guard record.session == nil, !record.breakTaken,
              let last = record.lastFinished, last.kind == .focus, last.state == .completed
        else { return nil }
        let isLong = record.completedFocusCount > 0 && record.completedFocusCount % settings.longBreakEvery == 0
        let minutes = isLong ? settings.longBreakMinutes : settings.breakMinutes
        return .rest(minutes: minutes, isLong: isLong, species: last.species, speed: speed)
    }

    /// What starts by itself when a session of `kind` runs to its end: a tree's break
    /// (`autoStartBreak`), or after a break the next tree (`autoStartFocus`); nil when nothing will.
    public func startsNext(after kind: SessionKind) -> SessionKind? {
        switch kind {
        case .focus: settings.autoStartBreak ? .break : nil
        case .break: settings.autoStartFocus ? .focus : nil
        }
    }

    /// What starts by itself now `ended` finished into `record`: a grown tree's break, or after a break run to its end a tree
    /// like `tree`, the one before. A withered tree or a break ended early stops the chain.
    private func followUp(after ended: FinishedSession, tree: FinishedSession?, in record: LiveRecord, at now: Date) -> SessionPlan? {
        guard ended.state == .completed, startsNext(after: ended.kind) != nil else { return nil }
        switch ended.kind {
        case .focus:
            return breakPlan(after: record, speed: ended.speed)
        case .break:
            guard let tree, tree.kind == .focus else { return nil }
            // The length it was planted with: an extension was for that tree alone.
            let plan = SessionPlan(
                plannedSeconds: tree.mode == .open ? SessionMode.openLimitSeconds : tree.plannedSeconds - tree.extendedSeconds, tag: tree.tag,
                species: tree.species, speed: ended.speed, mode: tree.mode)
            return check(.start(plan), against: record, at: now) == nil ? plan : nil
        }
    }

    /// Completes a session whose countdown ended, with its true end time; what follows it starts
    /// in the same transition, so it is saved before anything is announced.
    private func settle(_ record: LiveRecord, at now: Date, newSessionID: () -> String) -> SessionTransition {
        var transition = SessionTransition(record: record)
        guard let session = record.session, let endsAt = session.endsAt, session.remaining(at: now) <= 0 else {
            return transition
        }
        let finished = finishedSession(session, state: .completed, endedAt: endsAt)
        finish(finished, into: &transition)
        transition.effects += roomPost(session, .grown)
        let (title, body) = CompletionNotice.words(kind: session.kind, tag: session.tag, focusedSeconds: finished.focusedSeconds)
        transition.effects += [
            .cancelNotice(identifier: CompletionNotice.identifier),
            .announce(title: title, body: body),
            .runHook(HookFacts(
                session.kind == .focus ? .completed : .breakEnded, session, focusedSeconds: finished.focusedSeconds,
                endedAt: finished.endedAt, commits: finished.commits)),
        ] + goalEffects(in: transition.record)
        if now.timeIntervalSince(endsAt) <= Self.followUpWindow,
           let next = followUp(after: finished, tree: record.lastFinished, in: transition.record, at: now) {
            start(next, id: newSessionID(), at: now, into: &transition)
        }
        return transition
    }

    private func start(_ plan: SessionPlan, id: String, at now: Date, into transition: inout SessionTransition) {
        let session = LiveSession(
            id: id, kind: plan.kind, plannedSeconds: plan.plannedSeconds, speed: plan.speed, startedAt: now,
            tag: plan.tag, species: plan.species, mode: plan.mode, note: plan.note,
            phase: .running(endsAt: plan.endsAt ?? now.addingTimeInterval(plan.speed.wallSeconds(forGame: plan.plannedSeconds))),
            together: plan.together, project: plan.kind == .focus ? plan.project : nil)
        transition.record.session = session
        if plan.kind == .break { transition.record.breakTaken = true }
        transition.effects += [
            .scheduleNotice(notice(for: session, at: now)),
            .runHook(HookFacts(plan.kind == .focus ? .planted : .breakStarted, session, focusedSeconds: 0)),
        ] + roomPost(session, .growing)
    }

    /// Ends `session` at the person's word: grown or withered, or cancelled within the grace.
    private func end(
        _ session: LiveSession, grown: Bool, at now: Date, into transition: inout SessionTransition, newSessionID: () -> String
    ) {
        let focusedSeconds = focused(session, at: now)
        transition.effects.append(.cancelNotice(identifier: CompletionNotice.identifier))
        if Self.isWithinGrace(session, at: now) {
            transition.record.session = nil
            transition.effects += [
                .runHook(HookFacts(.cancelled, session, focusedSeconds: focusedSeconds, endedAt: max(now, session.startedAt))),
                .tell(Self.cancelledMessage),
            ] + roomPost(session, .cancelled)
            return
        }
        let tree = transition.record.lastFinished
        let finished = finishedSession(
            session, state: grown ? .completed : .abandoned, endedAt: now, gaveUp: grown ? nil : session.together?.name)
        finish(finished, into: &transition)
        if !grown { transition.effects += roomPost(session, .gaveUp, at: now) }
        let event: HookEvent = session.kind == .break ? .breakEnded : (grown ? .completed : .abandoned)
        transition.effects.append(.runHook(HookFacts(
            event, session, focusedSeconds: focusedSeconds, endedAt: finished.endedAt, commits: finished.commits)))
        transition.effects += goalEffects(in: transition.record)
        if let next = followUp(after: finished, tree: tree, in: transition.record, at: now) {
            start(next, id: newSessionID(), at: now, into: &transition)
        }
    }

    /// The history's record of `session`. A count-up had no plan: its planned time is the focus it ended with.
    private func finishedSession(
        _ session: LiveSession, state: FinishedSession.Outcome, endedAt: Date, gaveUp: String? = nil
    ) -> FinishedSession {
        let focused = focused(session, at: endedAt)
        return FinishedSession(
            id: session.id, kind: session.kind, state: state, startedAt: session.startedAt,
            endedAt: max(endedAt, session.startedAt),
            plannedSeconds: session.mode == .open ? focused : session.plannedSeconds,
            focusedSeconds: focused, pausedSeconds: session.totalPausedSeconds(at: endedAt), tag: session.tag,
            species: session.species, speed: session.speed, mode: session.mode, note: session.note,
            with: session.together?.members ?? [], gaveUp: gaveUp, extendedSeconds: session.extended?.addedSeconds ?? 0,
            project: session.project?.name, branch: session.project?.branch,
            commits: session.project == nil ? nil : commitsCounted[session.id],
            interruptions: Interruptions(count: session.interruptions.count, reasons: session.interruptions.allReasons))
    }

    /// The tree planted together withered by the give-up `sighting` saw, when it came before the
    /// tree's end and is seen by then: what a grove knows at the end decides; nil otherwise.
    private func wither(_ record: LiveRecord, seeing sighting: RoomSighting, at now: Date) -> SessionTransition? {
        guard let session = record.session, let together = session.together, together.planting == sighting.planting,
              let gaveUp = sighting.gaveUp, let endsAt = session.endsAt, gaveUp.at < endsAt,
              now <= endsAt.addingTimeInterval(RoomRules.lastLookSlack)
        else { return nil }
        var transition = SessionTransition(record: record)
        var seen = session
        seen.together?.members = sighting.members
        let finished = finishedSession(seen, state: .abandoned, endedAt: min(now, endsAt), gaveUp: gaveUp.name)
        finish(finished, into: &transition)
        transition.effects += [
            .cancelNotice(identifier: CompletionNotice.identifier),
            .runHook(HookFacts(.abandoned, seen, focusedSeconds: finished.focusedSeconds, endedAt: finished.endedAt)),
            .tell(RoomRules.witheredWords(by: gaveUp.name)),
        ] + roomPost(seen, .withered)
        return transition
    }

    /// The effect recording `session`'s tree in its room as `state`; none for a tree planted alone.
    private func roomPost(_ session: LiveSession, _ state: RoomPlanting.State, at gaveUpAt: Date? = nil) -> [SessionEffect] {
        guard let together = session.together, let endsAt = session.endsAt else { return [] }
        let planting = RoomPlanting(
            id: together.planting, opener: together.opener, openedAt: together.openedAt, endsAt: endsAt,
            plannedSeconds: session.plannedSeconds, speed: session.speed, species: session.species, state: state,
            gaveUpAt: state == .gaveUp ? gaveUpAt : nil)
        return [.postToRoom(together, planting)]
    }

    private func finish(_ finished: FinishedSession, into transition: inout SessionTransition) {
        transition.record.session = nil
        transition.record.lastFinished = finished
        transition.record.outcomeSeen = false
        transition.finished.append(finished)
        transition.record.lastEarned = transition.record.rewards.record(finished, calendar: calendar).map(\.id)
        transition.record.lastReachedGoal = false
        if finished.kind == .focus {
            transition.record.breakTaken = finished.state != .completed
            if finished.state == .completed { transition.record.completedFocusCount += 1 }
        }
        if finished.countsForTheGame {
            let day = calendar.day(of: finished.startedAt)
            let before = transition.record.treesGrown(on: day)
            let tally = (transition.record.today ?? DailyTally(day: day, grown: 0)).adding(treeOn: day)
            transition.record.today = tally
            let goal = settings.dailyGoal
            transition.record.lastReachedGoal = goal > 0 && before < goal && tally.grown(on: day) >= goal
        }
    }

    /// The bell and hook of the tree that just reached the daily goal (none for any other tree).
    private func goalEffects(in record: LiveRecord) -> [SessionEffect] {
        guard record.lastReachedGoal, let finished = record.lastFinished else { return [] }
        return [
            .announce(title: GoalReachedWords.title, body: GoalReachedWords.notice(treesToday: settings.dailyGoal)),
            .runHook(HookFacts(.goalReached, finished)),
        ]
    }

    private func focused(_ session: LiveSession, at now: Date) -> TimeInterval {
        session.kind == .focus ? session.elapsed(at: now) : 0
    }

    func notice(for session: LiveSession, at now: Date) -> CompletionNotice {
        let interval = session.speed.wallSeconds(forGame: session.remaining(at: now))
        // The notice is due when the countdown ends, when a focus session's focus is all it planned.
        let (title, body) = CompletionNotice.words(
            kind: session.kind, tag: session.tag,
            focusedSeconds: session.kind == .focus ? session.plannedSeconds : 0)
        return CompletionNotice(
            sessionID: session.id, fireAt: now.addingTimeInterval(interval), interval: interval, title: title, body: body)
    }
}
