/// What a key asks of the world outside the view state; the game loop performs
/// it on the view model (or the terminal) and reads the model back.
public enum GameAction: Equatable, Sendable {
    /// Plant a tree of this species with the configured length and tag.
    case plant(species: String)
    /// Plant a tree of this species with the configured length and tag, together in the
    /// configured room of this name: join the planting opened there, or open one.
    case plantTogether(species: String, room: String)
    /// Plant a count-up tree of this species: it grows until `done`.
    case plantOpen(species: String)
    /// End a count-up tree.
    case done
    case pause
    /// Give the pause in progress this reason.
    case explainPause(String)
    case resume
    /// Add the default minutes to the growing tree.
    case extend
    /// Give up the session (confirmed): the tree withers, a break ends.
    case giveUp
    /// Start the break earned by the last tree.
    case startBreak
    /// The outcome has been seen: back to the home screen.
    case dismissOutcome
    /// Leave the screen; a growing tree keeps growing.
    case leave
    /// Stop the process as Ctrl-Z does in a shell; `fg` brings the screen back.
    case suspend
}
