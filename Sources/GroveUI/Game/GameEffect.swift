/// What ``GameModel/reduce(_:at:)`` asks the loop to do, in order. An effect on the view model (or the terminal's watch)
/// is answered with the ``GameEvent`` named after it, so the model decides what follows from what the view model says then.
enum GameEffect: Equatable {
    /// A key's action, or one the game takes by itself (an ended break goes home): on the view model, or on the terminal
    /// (`leave`, `suspend`).
    case act(GameAction)
    case lookAtRoom
    /// Reads the view model, after it read the store (collecting exited children) when `store`, with the sessions on other
    /// devices when `elsewhere`.
    case read(store: Bool, elsewhere: Bool)
    /// Ticks the view model: answered with ``GameEvent/clockTurned(_:)`` when only its clock moved, else with `read`.
    case tick
    /// Watches the store's files and this room's folder (nil: none) for changes.
    case watch(room: String?)
    /// Forgets what the terminal shows, to draw everything anew at the size it has now.
    case redrawAll
    /// Draws the model's state at its size, writing what changed from the frame before (with the open forest's page).
    case draw
    case setTitle(String)
    /// Plain mode: tells in sentences what changed from `old` (nil: tells where things stand) to `new`.
    indirect case narrate(from: GameState?, to: GameState, byKey: Bool)
    /// Plain mode: one line.
    case say(String)
    /// The bell, and a desktop notification where the terminal shows one.
    case ring([UInt8])
    case exit(GameExit)
}
