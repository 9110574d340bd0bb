import GroveCore

/// Everything the game screen shows, as plain values, for `GameScreen.render` and `GameKeys.handle`. It holds display
/// values (whole seconds, the stage), not exact time, so equal states look the same and the loop skips unchanged frames.
public struct GameState: Equatable, Sendable {
    /// Which screen is up.
    public enum Screen: Equatable, Sendable {
        /// No session: what `enter` would plant.
        case home
        /// A focus session or a break, running or paused.
        case session(Session)
        /// A focus session just grew: celebrate, offer the break or a new tree.
        case completed(Outcome)
        /// A focus session was given up: the withered tree, then home.
        case abandoned(Outcome)
    }

    /// What is drawn over the screen.
    public enum Overlay: Equatable, Sendable {
        case none
        /// Every key and what it does.
        case help
        /// "Give up? y/n", asked before a tree withers.
        case confirmGiveUp
        /// What interrupted the tree just paused, as typed so far: enter keeps it (nothing: no reason), esc leaves none.
        case pauseReason(String)
        /// The forest, over the whole screen, while the game goes on beneath it.
        case forest(Forest)
    }

    /// A live session as shown.
    public struct Session: Equatable, Sendable {
        public var kind: SessionKind
        public var species: String
        public var tag: String
        /// Planned length, whole game seconds.
        public var plannedSeconds: Int
        /// Game seconds left, rounded up as the countdown shows them.
        public var remainingSeconds: Int
        /// 1...5.
        public var stage: Int
        public var isPaused: Bool
        /// Game seconds per wall second; shown when it is not 1.
        public var speed: Double = 1
        /// Countdown or count-up; a count-up's planned seconds are its limit.
        public var mode: SessionMode = .countdown
        /// The person's note on the session.
        public var note: String?
        public var isLongBreak = false
        /// The session's `ShapeSeed`: how its tree is varied.
        public var seed: UInt64 = 0
        /// The session's id: a view tells a new session from the one before by it.
        public var id = ""
        /// The room of a planting together, as the person named it; nil when planted alone.
        public var room: String?
        /// Every member's tree in the planting together, this person's first; empty when planted
        /// alone or before the room was read.
        public var together: [Member] = []
        /// Whether `+` would add minutes now (``SessionRules/extendRefusal(of:minutes:)``).
        public var canExtend = false

        /// Whole game seconds the clock shows: the time left, or a count-up's focus so far.
        public var clockSeconds: Int {
            mode == .open ? plannedSeconds - remainingSeconds : remainingSeconds
        }

        /// The share of the tree grown, 0...1, from the displayed seconds (a count-up is full-grown at 25 minutes).
        public var progress: Double {
            let whole = mode == .open ? SessionMode.openFullGrownSeconds : Double(plannedSeconds)
            guard whole > 0 else { return 1 }
            return min(1, max(0, Double(plannedSeconds - remainingSeconds) / whole))
        }
    }

    /// One member's tree in a planting together, as shown beside the others.
    public struct Member: Equatable, Sendable {
        public enum Look: Equatable, Sendable {
            case growing
            case grown
            /// The member gave up, or another's give-up withered their tree.
            case withered
            /// The member gave up within the grace: they have left the planting.
            case gone
        }

        /// The name as the member's file gives it: someone else's text, escaped where it is drawn.
        public var name: String
        public var isMe = false
        /// As the member wrote it; one this grove does not know is drawn as its default tree.
        public var species: String
        /// 1...5.
        public var stage: Int
        public var look: Look = .growing
    }

    /// A session that just ended, as shown.
    public struct Outcome: Equatable, Sendable {
        public var species: String
        public var tag: String
        /// Whole game seconds of focus it counted.
        public var focusedSeconds: Double
        /// The stage it reached (5 when grown).
        public var stage: Int
        /// The titles of the achievements it earned.
        public var achievements: [String] = []
        /// The session's `ShapeSeed`: how its tree is varied.
        public var seed: UInt64 = 0
        /// The other member whose give-up withered this tree planted together; nil otherwise.
        public var gaveUp: String?
        /// Game seconds per wall second it grew at; at any speed but 1 it earned nothing.
        public var speed: Double = 1
        /// The repository it grew in and the commits made meanwhile (nil: not counted); its pauses.
        public var project: String?
        public var commits: Int?
        public var interruptions = Interruptions.none
    }

    /// The session that ended last, seen or not. It stays while the one that started by itself after it runs, so a view
    /// that never showed how it ended can still say so.
    public struct Ended: Equatable, Sendable {
        public var id: String
        public var kind: SessionKind
        /// Grown, or (a break) run to its end; false when withered or ended early.
        public var completed: Bool
        public var species: String
        public var tag: String
        /// Whole game seconds of focus it counted.
        public var focusedSeconds: Double
        /// The achievements it earned, as the grown tree announces them, until it is seen.
        public var achievements: [String] = []
        /// Whether it reached the daily goal, until it is seen.
        public var reachedGoal = false
        /// Game seconds per wall second it ran at; at any speed but 1 it earned nothing.
        public var speed: Double = 1
        /// The repository it grew in and the commits made meanwhile (nil: not counted); its pauses.
        public var project: String?
        public var commits: Int?
        public var interruptions = Interruptions.none
    }

    /// What `enter` plants from the home screen.
    public struct Plan: Equatable, Sendable {
        public var species: String
        public var tag: String
        public var minutes: Int
    }

    /// A species as the home screen offers it.
    public struct SpeciesChoice: Equatable, Sendable {
        public var name: String
        /// What unlocks it while it is locked; nil when it can be planted.
        public var lockedBy: SpeciesUnlock?
    }

    /// The break that `b` starts.
    public struct BreakOffer: Equatable, Sendable {
        public var minutes: Int
        /// Earned after every n-th tree.
        public var isLong: Bool
    }

    /// A session growing on another device that shares the data folder, shown read-only.
    public struct Elsewhere: Equatable, Sendable {
        /// The device's name, as its folder is called.
        public var device: String
        public var kind: SessionKind
        public var species: String
        public var isPaused: Bool
        public var mode: SessionMode = .countdown
        /// Whole game seconds its clock shows: the time left, or a count-up's focus so far.
        public var clockSeconds: Int
        /// Whether its countdown has run out, though its device's record of the end has not come here yet.
        public var hasEnded = false
    }

    public var screen: Screen
    public var overlay: Overlay = .none
    public var plan: Plan
    /// Every species, in catalog order, as the home screen cycles through them.
    public var species: [SpeciesChoice] = []
    /// The species picked on the home screen, planted instead of the configured
    /// one until the screen closes; nil until one is picked.
    public var pickedSpecies: String?
    public var breakOffer: BreakOffer?
    /// One line for the person: a refused key, a failed save, "break over".
    public var message: String?
    /// The person's local day: the forest opens on the week containing it and
    /// never moves past it.
    public var today: LocalDay
    /// Trees grown today, towards the daily goal.
    public var treesToday = 0
    /// Trees a day to aim at; 0 when the goal is off (and nothing is shown).
    public var dailyGoal = 0
    /// Game seconds per wall second of the trees planted here (`--speed`); at any speed but 1 they earn nothing.
    public var speed: Double = 1
    /// Sessions growing on other devices, by device name: shown, never acted on.
    public var elsewhere: [Elsewhere] = []
    /// The session that ended last on this machine.
    public var ended: Ended?
    /// The rooms of the config, by name, that `w` plants with.
    public var rooms: [String] = []
    /// The room `w` picked when there are several: `enter` plants with it. Nil: alone.
    public var pickedRoom: String?

    /// The species `enter` would plant, as offered; nil when the catalog does not list it.
    public var plannedChoice: SpeciesChoice? {
        species.first { $0.name == plan.species }
    }

    /// The live session, if one is growing or paused.
    public var session: Session? {
        if case .session(let session) = screen { return session }
        return nil
    }

    /// The speed of what the screen shows: the live session's, the tree that ended's, else the one trees are planted at.
    public var shownSpeed: Double {
        switch screen {
        case .home: speed
        case .session(let session): session.speed
        case .completed(let outcome), .abandoned(let outcome): outcome.speed
        }
    }
}
