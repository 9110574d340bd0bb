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
            return state == .paused ? "the session is already paused" : "no session is running to pause"
        case .notPaused(let state):
            return state == .active ? "the session is already running" : "no session is paused to resume"
        case .nothingToGiveUp:
            return "no session is growing to give up"
        case .pausedTogether:
            return "a tree planted together cannot be paused: its members share one clock; "
                + "keep going, or give up and every tree withers"
        case .togetherNeedsCountdown:
            return "planting together is for a countdown tree: every member's tree ends at the same time"
        case .noBreakEarned(.nothingGrown):
            return "a break follows a grown tree; grow one first with grove plant"
        case .noBreakEarned(.lastWithered):
            return "your last tree withered, and a break follows a grown tree; plant another with grove plant"
        case .noBreakEarned(.taken):
            return "the break your last tree earned was taken; the next one comes after the next grown tree"
        case .notTheEarnedBreak(let minutes):
            return "the break earned now is \(minutes) minutes; take it with grove break"
        case .longBreakNotEarned(let every, let treesToGo):
            return "a long break is earned every \(every) grown trees (\(treesToGo) more to go); "
                + "take the short one with grove break"
        case .notBackgrounded:
            return "the session was not running when the screen was left"
        case .unknownSpecies(let name):
            return "there is no species called '\(name)'; see grove species"
        case .speciesLocked(let species, let coins):
            return "the \(species.name) is locked: unlock it with 'grove species unlock \(species.name)' "
                + "(\(species.unlock.coinPrice) coins; you have \(coins))"
        case .alreadyUnlocked(let name):
            return "the \(name) is already yours"
        case .notEnoughCoins(let species, let coins):
            let price = species.unlock.coinPrice
            return "the \(species.name) costs \(price) coins and you have \(coins); grow \(price - coins) minutes more"
        case .awaitsAchievement(let species, let achievement, let progress):
            return "the \(species.name) comes with the achievement \(achievement.title) (\(achievement.detail); "
                + "\(progress) of \(achievement.goal) so far); it cannot be bought with coins"
        case .notOpen(let session):
            guard let session else { return "no count-up tree is growing; plant one with grove plant --open" }
            return session.kind == .focus
                ? "this tree has a countdown and grows by itself; give it up with grove give-up"
                : "a break is running; end it with grove give-up"
        case .nothingToNote:
            return "no session is growing to take a note on"
        case .invalidNote:
            return "a note \(SessionNote.rule)"
        case .invalidReason(let reason):
            return Words.Interruption.invalidReason(reason: PrintableText.quoted(reason), rule: SessionLabel.rule)
        case .noPauseToExplain(let state):
            return state == .active ? Words.Interruption.notPausedNow : Words.Interruption.nothingPaused
        }
    }

    /// What is live, and the real way past it to a session of `asked`'s kind.
    private static func waitFor(_ session: LiveSession, asked: SessionKind) -> String {
        let paused = session.state == .paused
        guard session.kind == .focus else {
            if paused { return "a break is paused; resume it with grove resume, or end it with grove give-up" }
            return asked == .break
                ? "a break is already running"
                : "a break is running; plant when it ends, or end it now with grove give-up"
        }
        let tree = "your \(PrintableText.escaped(session.species)) (\(PrintableText.escaped(session.tag)))"
        let open = session.mode == .open
        if paused {
            return asked == .break
                ? "\(tree) is paused; resume it with grove resume: the break comes when it has grown"
                : "\(tree) is paused; resume it with grove resume, or give it up with grove give-up"
        }
        if asked == .break {
            return open
                ? "\(tree) is still growing; end it with grove done, then take the break"
                : "\(tree) is still growing; the break comes when it has grown"
        }
        return "\(tree) is already growing; \(open ? "end it with grove done" : "let it grow"), or give it up with grove give-up"
    }
}
