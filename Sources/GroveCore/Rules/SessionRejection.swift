import GroveText
import GroveWords

/// Why an event was refused; the session is left exactly as it was.
public enum SessionRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// A session of `asked`'s kind cannot start while `session` is live.
    case alreadyGrowing(LiveSession, asked: SessionKind)
    case notActive(SessionState)
    case notPaused(SessionState)
    case nothingToGiveUp
    case pausedTogether
    case togetherNeedsCountdown
    case noBreakEarned(NoBreak)
    /// A break other than the one earned now was asked for.
    case notTheEarnedBreak(minutes: Int)
    case longBreakNotEarned(every: Int, treesToGo: Int)
    case notBackgrounded
    case unknownSpecies(String)
    case speciesLocked(Species, coins: Int)
    case alreadyUnlocked(String)
    case notEnoughCoins(Species, coins: Int)
    /// `done` with no count-up tree growing (nil: nothing live at all).
    case notOpen(LiveSession?)
    case nothingToNote
    case invalidNote
    /// The species comes with an achievement not yet earned; `progress` is how far along it is.
    case awaitsAchievement(Species, Achievement, progress: Int)
    case cannotExtend(ExtendRefusal)
    case cannotLog(LogRefusal)
    /// A pause's reason that is no label (``PauseReason``), as given.
    case invalidReason(String)
    /// A reason given with no pause in progress.
    case noPauseToExplain(SessionState)

    /// Why no break is earned now: no tree grown yet, the last withered, or its break was taken.
    public enum NoBreak: Sendable, Hashable {
        case nothingGrown, lastWithered, taken
    }

    public var description: String {
        switch self {
        case .alreadyGrowing(let session, let asked):
            return Self.waitFor(session, asked: asked)
        case .notActive(let state):
            return state == .paused ? Words.Rules.alreadyPaused : Words.Rules.nothingToPause
        case .notPaused(let state):
            return state == .active ? Words.Rules.alreadyRunning : Words.Rules.nothingToResume
        case .nothingToGiveUp:
            return Words.Rules.nothingToGiveUp
        case .pausedTogether:
            return Words.Rules.togetherCannotPause
        case .togetherNeedsCountdown:
            return Words.Rules.togetherNeedsCountdown
        case .noBreakEarned(.nothingGrown):
            return Words.Rules.breakNeedsGrownTree(plant: "grove plant")
        case .noBreakEarned(.lastWithered):
            return Words.Rules.breakAfterWithered(plant: "grove plant")
        case .noBreakEarned(.taken):
            return Words.Rules.breakTaken
        case .notTheEarnedBreak(let minutes):
            return Words.Rules.otherBreakEarned(length: TimeText.spoken(Double(minutes * 60)), command: "grove break")
        case .longBreakNotEarned(let every, let treesToGo):
            return Words.Rules.longBreakNotEarned(count: every, toGo: Words.number(treesToGo), command: "grove break")
        case .notBackgrounded:
            return Words.Rules.notBackgrounded
        case .unknownSpecies(let name):
            return Words.Rules.unknownSpecies(name: PrintableText.escaped(name), command: "grove species")
        case .speciesLocked(let species, let coins):
            return Words.Rules.speciesLocked(
                species: species.displayName, command: "grove species unlock \(species.name)", price: String(species.unlock.coinPrice),
                coins: Words.number(coins))
        case .alreadyUnlocked(let name):
            return Words.Rules.alreadyUnlocked(species: Species.displayName(of: name))
        case .notEnoughCoins(let species, let coins):
            let price = species.unlock.coinPrice
            return Words.Rules.notEnoughCoins(
                species: species.displayName, price: String(price), coins: Words.number(coins), count: price - coins)
        case .awaitsAchievement(let species, let achievement, let progress):
            return Words.Rules.awaitsAchievement(
                species: species.displayName, title: achievement.title, detail: achievement.detail, progress: Words.number(progress),
                goal: Words.number(achievement.goal))
        case .notOpen(let session):
            guard let session else { return Words.Rules.noCountUpTree(command: "grove plant --open") }
            return session.kind == .focus
                ? Words.Rules.treeHasCountdown(command: "grove give-up") : Words.Rules.breakRunningEnd(command: "grove give-up")
        case .nothingToNote:
            return Words.Rules.nothingToNote
        case .invalidNote:
            return Words.Rules.invalidNote(rule: SessionNote.rule)
        case .cannotExtend(let refusal):
            return refusal.description
        case .cannotLog(let refusal):
            return refusal.description
        case .invalidReason(let reason):
            return Words.Interruption.invalidReason(reason: PrintableText.quoted(reason), rule: SessionLabel.rule)
        case .noPauseToExplain(let state):
            return state == .active ? Words.Interruption.notPausedNow : Words.Interruption.nothingPaused
        }
    }

    /// What is live, and the real way past it to a session of `asked`'s kind.
    private static func waitFor(_ session: LiveSession, asked: SessionKind) -> String {
        let (resume, giveUp, done) = ("grove resume", "grove give-up", "grove done")
        let paused = session.state == .paused
        guard session.kind == .focus else {
            if paused { return Words.Rules.breakPaused(resume: resume, giveUp: giveUp) }
            return asked == .break ? Words.Rules.breakAlreadyRunning : Words.Rules.breakRunningPlantLater(giveUp: giveUp)
        }
        let (species, tag) = (Species.displayName(of: session.species), PrintableText.escaped(session.tag))
        let open = session.mode == .open
        if paused {
            return asked == .break
                ? Words.Rules.treePausedBreakWaits(species: species, tag: tag, resume: resume)
                : Words.Rules.treePaused(species: species, tag: tag, resume: resume, giveUp: giveUp)
        }
        if asked == .break {
            return open
                ? Words.Rules.countUpTreeGrowingBreakWaits(species: species, tag: tag, done: done)
                : Words.Rules.treeGrowingBreakWaits(species: species, tag: tag)
        }
        return open
            ? Words.Rules.countUpTreeGrowing(species: species, tag: tag, done: done, giveUp: giveUp)
            : Words.Rules.treeGrowing(species: species, tag: tag, giveUp: giveUp)
    }
}
