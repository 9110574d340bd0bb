/// Everything that can happen to the live session; the one way state changes.
public enum SessionEvent: Sendable, Hashable {
    case start(SessionPlan)
    /// Begin the break earned by the last completed focus session; `long` insists on
    /// the long one, which is refused unless this break is a long one.
    case startBreak(speed: GameSpeed, long: Bool)
    case pause
    /// Pause for this reason, an interruption as the person names it (``PauseReason``).
    case pauseFor(reason: String)
    /// The pause in progress was for this reason: the game screen asks after `space` has paused.
    case explainPause(reason: String)
    case resume
    case giveUp
    /// End a count-up tree: grown after enough focus, withered before.
    case done
    case setNote(String?)
    /// Add minutes to the growing countdown tree: it ends later, and its stage never goes back.
    case extend(minutes: Int)
    /// Record `session`, built by ``SessionLog``, a focus session grove did not time; refused when it overlaps the live
    /// session or one of `recorded`, the sessions already recorded around it.
    case log(FinishedSession, recorded: [FinishedSession])
    /// Time passed: complete the session if its countdown reached zero meanwhile.
    case settle
    /// A person has seen how the last session ended.
    case acknowledge
    case unlock(species: String)
    /// A look at the room of the planting together: its members now, and any give-up among them.
    /// A give-up before the tree's end, seen by then, withers the tree; one seen later changes nothing.
    case roomSeen(RoomSighting)
    /// Recount coins and achievements from the whole history (after an import).
    case recountRewards(history: [FinishedSession])
}

extension SessionEvent {
    /// The reason a pause is for: nil for a plain pause, and for every other event.
    var pauseReason: String? {
        if case .pauseFor(let reason) = self { return reason }
        return nil
    }
}
