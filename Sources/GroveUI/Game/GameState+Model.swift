import FoundationEssentials
import GroveCore
import GroveWords

extension GameState {
    /// The screen for what the view model said in `model`, on `today`, with no overlay and no message.
    init(_ model: TimerReading, today: LocalDay) {
        self.init(screen: .home, plan: Plan(species: "", tag: "", minutes: 0), today: today)
        update(from: model)
    }

    /// Brings the state up to date with what the view model said in `model`, keeping this
    /// screen's overlay and message unless they no longer make sense.
    mutating func update(from model: TimerReading) {
        let settings = model.settings
        // A new run starts from the species of the last tree planted, while it can still be planted.
        let lastPlanted = model.lastFinished.map(\.species).flatMap { model.rewards.isAvailable($0) ? $0 : nil }
        plan = Plan(
            species: pickedSpecies ?? lastPlanted ?? settings.defaultSpecies, tag: settings.defaultTag,
            minutes: settings.focusMinutes)
        let species = Species.catalog.map {
            SpeciesChoice(name: $0.name, lockedBy: model.rewards.isAvailable($0.name) ? nil : $0.unlock)
        }
        // The same catalog is kept as it was, so that comparing two states later finds it one and the same.
        if species != self.species { self.species = species }
        rooms = settings.rooms.keys.sorted()
        if let pickedRoom, !rooms.contains(pickedRoom) { self.pickedRoom = nil }
        breakOffer = model.breakOffer.map {
            BreakOffer(minutes: Int(($0.plannedSeconds / 60).rounded()), isLong: $0.isLongBreak)
        }
        screen = Self.screen(of: model)
        ended = model.lastFinished.map { last in
            Ended(
                id: last.id, kind: last.kind, completed: last.state == .completed, species: last.species, tag: last.tag,
                focusedSeconds: last.focusedSeconds, achievements: model.newAchievements.map(Self.announcement),
                reachedGoal: model.reachedGoal, speed: last.speed.multiplier, project: last.project, commits: last.commits,
                interruptions: last.interruptions)
        }
        treesToday = model.treesToday
        dailyGoal = settings.dailyGoal
        speed = model.speed.multiplier
        // A give-up question about a session that has ended meanwhile is moot.
        if overlay == .confirmGiveUp, session == nil { overlay = .none }
        // So is a reason for a pause that has ended, or never began (a tree planted together cannot pause).
        if case .pauseReason = overlay, session?.isPaused != true { overlay = .none }
    }

    /// Brings the growing session's clock up to date after a tick that moved only the view
    /// model's clock: what `update(from:)` would do then.
    mutating func update(clock: TimerReading.Clock) {
        guard case .session(var session) = screen else { return }
        (session.remainingSeconds, session.stage) = Self.shown(clock)
        // The other members' trees grow with the clock too.
        if session.room != nil { session.together = Self.members(clock.treesTogether) }
        screen = .session(session)
    }

    /// Shows the sessions growing on other devices as their clocks read at `now`; one that
    /// has run out shows as ended there until its device's record of the end comes here.
    public mutating func update(elsewhere sessions: [SessionElsewhere], at now: Date) {
        // Nothing elsewhere, then or now: the usual case, on every wake.
        guard !sessions.isEmpty || !elsewhere.isEmpty else { return }
        elsewhere = sessions.sorted { $0.device < $1.device }.map { other in
            Elsewhere(
                device: other.device, kind: other.session.kind, species: other.session.species,
                isPaused: other.session.state == .paused, mode: other.session.mode,
                clockSeconds: TimeText.wholeSeconds(other.session.clockSeconds(at: now)), hasEnded: other.hasRunOut(at: now))
        }
    }

    private static func screen(of model: TimerReading) -> Screen {
        if let live = model.session {
            let clock = shown(model.clock)
            return .session(Session(
                kind: live.kind, species: live.species, tag: live.tag,
                plannedSeconds: TimeText.wholeSeconds(live.plannedSeconds), remainingSeconds: clock.remaining,
                stage: clock.stage, isPaused: live.state == .paused, speed: live.speed.multiplier, mode: live.mode,
                note: live.note, isLongBreak: live.isLongBreak, seed: live.shapeSeed, id: live.id,
                room: live.together?.roomName, together: members(model.clock.treesTogether),
                canExtend: SessionRules.extendRefusal(of: LiveRecord(session: live), minutes: SessionExtension.defaultMinutes) == nil))
        }
        // A finished break has nothing to show but home; the loop says it is over.
        guard let outcome = model.outcome, outcome.kind == .focus else { return .home }
        let shown = Outcome(
            species: outcome.species, tag: outcome.tag,
            focusedSeconds: outcome.focusedSeconds,
            stage: model.clock.treeStage, achievements: model.newAchievements.map(announcement), seed: outcome.shapeSeed,
            gaveUp: outcome.gaveUp.flatMap { outcome.with.contains($0) ? $0 : nil }, speed: outcome.speed.multiplier,
            project: outcome.project, commits: outcome.commits, interruptions: outcome.interruptions)
        return outcome.state == .completed ? .completed(shown) : .abandoned(shown)
    }

    /// Every member's tree in the live planting together, this person's first.
    private static func members(_ trees: [MemberTree]) -> [Member] {
        trees.map { tree in
            let look: Member.Look = switch tree.state {
            case .growing: .growing
            case .grown: .grown
            case .gaveUp, .withered: .withered
            case .cancelled: .gone
            }
            return Member(name: tree.name, isMe: tree.isMe, species: tree.species, stage: tree.stage, look: look)
        }
    }

    /// The live session's clock as shown: whole seconds left (rounded up) and the stage.
    private static func shown(_ clock: TimerReading.Clock) -> (remaining: Int, stage: Int) {
        (TimeText.wholeSeconds(clock.remainingTime), clock.treeStage)
    }

    /// An achievement as the grown tree announces it, with the species it unlocks: "Grove (birch unlocked)".
    private static func announcement(_ achievement: Achievement) -> String {
        Species.unlocked(by: achievement).reduce(achievement.title) { Words.Outcome.achievementUnlocking(achievement: $0, species: $1.displayName) }
    }
}

extension GameState.Outcome {
    /// A tree ended in another shell, as far as it grew, without achievements.
    init(given finished: FinishedSession) {
        self.init(
            species: finished.species, tag: finished.tag, focusedSeconds: finished.focusedSeconds,
            stage: finished.mode.stage(elapsed: finished.focusedSeconds, planned: finished.plannedSeconds),
            seed: finished.shapeSeed, speed: finished.speed.multiplier, project: finished.project, commits: finished.commits,
            interruptions: finished.interruptions)
    }
}
