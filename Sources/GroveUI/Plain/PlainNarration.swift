import GroveCore
import GroveWords

/// The plain view, for screen readers and braille: the change between two states in sentences, one a line, nothing said
/// twice and nothing on a timer: a clock that only turned is silent until a stage, a five-minute mark or the last minute.
public enum PlainNarration {
    /// The sentences for the change from `old` to `new`, by a key typed here (`byKey`) or by the game or another shell; with
    /// no `old` (just opened, or back from a suspend), what is going on and the keys. `forest` is the page read for `new`.
    public static func sentences(from old: GameState?, to new: GameState, byKey: Bool, forest: ForestPage?) -> [String] {
        guard let old else { return opening(new, forest: forest) }
        var lines: [String] = []
        let endedNow = new.ended.flatMap { $0.id == old.ended?.id ? nil : $0 }
        if let endedNow {
            // Another member's give-up withered it: said once, instead of how it ended.
            if case .abandoned(let outcome) = new.screen, let name = outcome.gaveUp {
                lines.append(RoomRules.witheredWords(by: name))
            } else {
                lines += ending(endedNow, byKey: byKey, treesToday: new.treesToday)
            }
        }
        // A session that begins as another completes began by itself; a person starts one with a key of its own.
        let cause: PlainWords.Cause = endedNow?.completed == true ? .itself : (byKey ? .key : .elsewhere)
        lines += session(from: old.session, to: new.session, by: cause, somethingEnded: endedNow != nil)
        lines += choices(from: old, to: new, byKey: byKey, somethingEnded: endedNow != nil)
        lines += overlay(from: old, to: new, forest: forest)
        if let message = new.message, message != old.message, !lines.contains(PlainWords.sentence(message)) {
            lines.append(PlainWords.sentence(message))
        }
        return lines
    }

    /// What the person hears when the game opens: where things stand, then the keys.
    private static func opening(_ state: GameState, forest: ForestPage?) -> [String] {
        var lines: [String]
        switch state.screen {
        case .home:
            lines = [Words.Plain.nothingGrowing, PlainWords.home(state)]
        case .session(let session):
            lines = [PlainWords.describe(session)]
        case .completed(let outcome):
            lines = (state.ended.map { ending($0, byKey: true, treesToday: state.treesToday) } ?? [])
                + [PlainWords.plantAnother(outcome.species, offering: state.breakOffer)]
        case .abandoned(let outcome):
            lines = outcome.gaveUp.map { [RoomRules.witheredWords(by: $0)] }
                ?? state.ended.map { [PlainWords.ended($0, by: .key)] } ?? []
            lines.append(PlainWords.plantAnother(outcome.species, offering: nil))
        }
        if case .forest = state.overlay, let forest { lines += PlainForest.sentences(forest) }
        lines.append(PlainWords.keys(state))
        if let message = state.message { lines.append(PlainWords.sentence(message)) }
        return lines
    }

    /// How a session ended, with what its end earned.
    private static func ending(_ ended: GameState.Ended, byKey: Bool, treesToday: Int) -> [String] {
        var lines = [PlainWords.ended(ended, by: byKey ? .key : .elsewhere)]
        if ended.kind == .focus {
            lines += [ProjectWords.sentence(project: ended.project, commits: ended.commits), InterruptionWords.sentence(ended.interruptions)]
                .compactMap { $0 }
        }
        if !ended.achievements.isEmpty { lines.append(PlainWords.earned(ended.achievements)) }
        if ended.reachedGoal { lines.append(GoalReachedWords.line(treesToday: treesToday) + ".") }
        return lines
    }

    /// A session that began, changed, reached a mark or went without ending.
    private static func session(
        from old: GameState.Session?, to new: GameState.Session?, by cause: PlainWords.Cause, somethingEnded: Bool
    ) -> [String] {
        switch (old, new) {
        case (let old, let new?) where old?.id != new.id:
            return [PlainWords.began(new, by: cause)]
        case (let old?, let new?):
            var lines: [String] = []
            if old.isPaused != new.isPaused { lines.append(PlainWords.pausedOrResumed(new, by: cause)) }
            if old.note != new.note { lines.append(PlainWords.note(new.note, on: new)) }
            if old.together != new.together { lines += PlainWords.membersChanged(from: old, to: new) }
            if !new.isPaused, let milestone = milestone(from: old, to: new) { lines.append(milestone) }
            return lines
        case (let old?, nil) where !somethingEnded && cause == .elsewhere:
            // Gone without an end: cancelled within the grace (here, a notice says so).
            return [PlainWords.cancelledElsewhere(old)]
        default:
            return []
        }
    }

    /// Game seconds between two marks a growing session is told at.
    static let markSeconds = 300

    /// The sentence for a stage reached, a mark of five minutes passed or the last minute
    /// begun between two readings of one session's clock; nil when none was.
    static func milestone(from old: GameState.Session, to new: GameState.Session) -> String? {
        guard new.remainingSeconds < old.remainingSeconds else { return nil }
        let lastMinute = new.remainingSeconds <= 60 && old.remainingSeconds > 60
        // A mark or a stage is told at the time it came, unless the clock has gone on well
        // past it (a wake after a suspend): then as the clock shows it.
        func told(_ mark: Int, _ clock: Int) -> Int { abs(clock - mark) < 60 ? mark : clock }
        if new.mode == .open {
            // A count-up is told by its focus so far: a mark every five minutes, stages among them.
            let mark = new.clockSeconds / markSeconds * markSeconds
            let passed = mark > old.clockSeconds && mark > 0
            let shown = passed ? told(mark, new.clockSeconds) : new.clockSeconds
            if new.stage > old.stage { return PlainWords.stage(new, shownSeconds: shown) }
            if passed { return PlainWords.mark(new, seconds: shown, isLimit: false) }
            return lastMinute ? PlainWords.mark(new, seconds: 60, isLimit: true) : nil
        }
        // The mark the clock has reached: the first multiple of five minutes at or above what it shows.
        let mark = (new.remainingSeconds + markSeconds - 1) / markSeconds * markSeconds
        let passed = mark < old.remainingSeconds && mark > 0 && mark < new.plannedSeconds
        if new.kind == .focus, new.stage > old.stage {
            return PlainWords.stage(new, shownSeconds: told(stageBegun(new.stage, of: new), new.remainingSeconds))
        }
        let shown = passed ? told(mark, new.remainingSeconds) : (lastMinute ? 60 : nil)
        guard let shown, !stageTells(shown, of: new) else { return nil }
        return PlainWords.mark(new, seconds: shown, isLimit: false)
    }

    /// The time left when `stage` of `session` begins: each stage is a fifth of the tree's time.
    private static func stageBegun(_ stage: Int, of session: GameState.Session) -> Int {
        session.plannedSeconds - (stage - 1) * session.plannedSeconds / TreeStage.count
    }

    /// Whether a stage of `session` is told with the same time left as `seconds` (a short tree's stage begins just before a
    /// mark or the last minute, and rounds to it), so the mark would tell that time again.
    private static func stageTells(_ seconds: Int, of session: GameState.Session) -> Bool {
        session.kind == .focus && (2...TreeStage.count).contains {
            PlainWords.left(Double(stageBegun($0, of: session))) == PlainWords.left(Double(seconds))
        }
    }

    /// What the person may do now that the screen has changed: after a grown or withered
    /// tree, back home, or a species picked.
    private static func choices(from old: GameState, to new: GameState, byKey: Bool, somethingEnded: Bool) -> [String] {
        switch new.screen {
        case .completed(let outcome) where somethingEnded:
            return [PlainWords.plantAnother(outcome.species, offering: new.breakOffer)]
        case .abandoned(let outcome) where somethingEnded:
            return [PlainWords.plantAnother(outcome.species, offering: nil)]
        case .home:
            if somethingEnded || (byKey && old.screen != .home) { return [PlainWords.home(new)] }
            if new.pickedRoom != old.pickedRoom { return [PlainWords.pickedRoom(new.pickedRoom)] }
            if new.pickedSpecies != old.pickedSpecies, let choice = new.plannedChoice { return [PlainWords.picked(choice)] }
            return []
        default:
            return []
        }
    }

    /// The keys asked for, the give-up question and its answer, the forest opened, moved or closed.
    private static func overlay(from old: GameState, to new: GameState, forest: ForestPage?) -> [String] {
        switch (old.overlay, new.overlay) {
        case (let before, .help) where before != .help:
            return [PlainWords.keys(new)]
        case (let before, .confirmGiveUp) where before != .confirmGiveUp:
            return new.session.map { [PlainWords.askGiveUp($0)] } ?? []
        case (.confirmGiveUp, .none):
            // Answered no: the session goes on. Answered yes, its end is told already.
            guard let session = new.session, session.id == old.session?.id else { return [] }
            return [PlainWords.keptGoing(session)]
        case (let before, .forest(let open)) where before != .forest(open):
            let page = forest.map { PlainForest.sentences($0) } ?? []
            guard case .forest = before else { return page + [Words.Plain.forestKeys] }
            return page
        case (.forest, .none):
            return [Words.Plain.forestClosed]
        case (let before, .pauseReason) where !before.isPauseReason:
            return [Words.Interruption.plainPrompt]
        default:
            return []
        }
    }
}
