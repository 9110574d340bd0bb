import GroveText

/// Why an event was refused; the session is left exactly as it was.
public enum SessionRejection: Error, Sendable, Hashable, CustomStringConvertible {
    case alreadyGrowing(LiveSession)
    case notActive(SessionState)
    case notPaused(SessionState)
    case nothingToGiveUp
    case noBreakEarned
    /// A long break was asked for, but this break is a short one.
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

    public var description: String {
        switch self {
        case .alreadyGrowing(let session):
            let what = session.kind == .focus ? "your \(PrintableText.escaped(session.species)) (\(PrintableText.escaped(session.tag))) is already growing" : "a break is running"
            return "\(what); pause, finish or give it up first"
        case .notActive(let state):
            return state == .paused ? "the session is already paused" : "no session is running to pause"
        case .notPaused(let state):
            return state == .active ? "the session is already running" : "no session is paused to resume"
        case .nothingToGiveUp:
            return "no session is growing to give up"
        case .noBreakEarned:
            return "a break follows a completed focus session; grow a tree first"
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
        }
    }
}
