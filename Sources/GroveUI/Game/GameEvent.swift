import GroveCore
import GroveTerminal

/// What happens to the game screen, fed to ``GameModel/reduce(_:at:)`` by the loop: what the terminal reports, the loop's
/// wakes, and, answering each ``GameEffect`` on the view model, what the view model says then.
enum GameEvent: Equatable {
    case opened
    /// A key, a resize, a change of the watched files, a signal.
    case terminal(TerminalEvent)
    /// A wait ended, for whatever reason: every wake ticks the view model once.
    case woke
    /// The loop is about to write: what the screen shows now.
    case frameDue
    /// The terminal was set up again and cleared, at this size: everything is drawn anew.
    case redrawn(TerminalSize?)
    /// Whether the store's files and the room's folder are watched now.
    case watching(store: Bool, room: Bool)
    /// After an action; `refusal` says why a planting together was not made.
    indirect case acted(TimerReading, refusal: String?)
    /// After a tick or a read, with the sessions growing on other devices when they were read.
    indirect case read(TimerReading, elsewhere: [SessionElsewhere]?)
    indirect case roomLooked(TimerReading)
    /// A tick moved only the view model's clock.
    case clockTurned(TimerReading.Clock)
    /// The loop ends for this reason.
    case closing(GameExit)
}
