import GroveTerminal
import GroveWords

/// The game's keys as a pure update: a key and the state give the next state and the actions for the loop. A key meaning
/// nothing here leaves the state unchanged with no action; one that does something also clears the last message.
public enum GameKeys {
    public static func handle(_ state: GameState, _ key: Key) -> (GameState, [GameAction]) {
        // Leaving and suspending work everywhere, and never touch the session;
        // only in the forest does `q` mean "back", as it says there.
        switch key {
        case .controlC: return (state, [.leave])
        case .controlZ: return (state, [.suspend])
        case .character("q"):
            if case .forest = state.overlay { break }
            if case .pauseReason = state.overlay { break }
            return (state, [.leave])
        default: break
        }
        var next = state
        next.message = nil
        switch (state.overlay, key) {
        // Any other key closes the help, as its last line says.
        case (.help, _), (.confirmGiveUp, .character("n")), (.confirmGiveUp, .character("N")), (.confirmGiveUp, .escape),
             (.forest, .character("q")), (.forest, .escape):
            next.overlay = .none
            return (next, [])
        case (.confirmGiveUp, .character("y")), (.confirmGiveUp, .character("Y")):
            next.overlay = .none
            return (next, [.giveUp])
        case (.confirmGiveUp, _):
            return (state, [])
        case (.pauseReason(let text), _):
            if let typed = PauseReasonPrompt.handle(next, text: text, key) { return typed }
            var closed = state
            closed.overlay = .none
            return handle(closed, key)
        case (.forest(let forest), _):
            guard let moved = forest.after(key, today: state.today) else { return (state, []) }
            next.overlay = .forest(moved)
            return (next, [])
        case (.none, .character("?")):
            next.overlay = .help
            return (next, [])
        case (.none, .character("f")):
            next.overlay = .forest(.opening(on: state.today))
            return (next, [])
        case (.none, _):
            return onScreen(next, key) ?? (state, [])
        }
    }

    /// What `key` does on the screen itself (no overlay), or nil when it does nothing there.
    private static func onScreen(_ state: GameState, _ key: Key) -> (GameState, [GameAction])? {
        let plants = key == .enter || key == .character("p") || key == .character("n")
        let takesBreak = key == .character("b") && state.breakOffer != nil
        switch state.screen {
        case .home:
            if plants, let room = state.pickedRoom { return (state, [.plantTogether(species: state.plan.species, room: room)]) }
            if plants { return (state, [.plant(species: state.plan.species)]) }
            if key == .character("w") { return withRoom(state) }
            if key == .character("o") { return (state, [.plantOpen(species: state.plan.species)]) }
            if takesBreak { return (state, [.startBreak]) }
            if key == .character("s") || key == .right { return picking(state, step: 1) }
            if key == .left { return picking(state, step: -1) }
        case .session(let session):
            if key == .space, !session.isPaused, session.kind == .focus, session.room == nil {
                // The pause is at once; what interrupted the tree is asked while it lasts.
                var asking = state
                asking.overlay = .pauseReason("")
                return (asking, [.pause])
            }
            if key == .space { return (state, [session.isPaused ? .resume : .pause]) }
            if key == .character("d"), session.mode == .open { return (state, [.done]) }
            // Any session: one that cannot be extended says why.
            if key == .character("+") { return (state, [.extend]) }
            if key == .character("g") {
                var asking = state
                asking.overlay = .confirmGiveUp
                return (asking, [])
            }
        case .completed(let outcome):
            // Another of the same, whatever was picked before it was planted.
            if plants { return (state, [.plant(species: outcome.species)]) }
            if takesBreak { return (state, [.startBreak]) }
            if key == .escape { return (state, [.dismissOutcome]) }
        case .abandoned(let outcome):
            if plants { return (state, [.plant(species: outcome.species)]) }
            if key == .escape { return (state, [.dismissOutcome]) }
        }
        return nil
    }

    /// What `w` does at home: with one room, plant with it; with several, pick the next
    /// (after the last, none again) for `enter` to plant with; with none, say how to name one.
    private static func withRoom(_ state: GameState) -> (GameState, [GameAction]) {
        var next = state
        switch state.rooms.count {
        case 0:
            next.message = Words.Game.noRoom
            return (next, [])
        case 1:
            return (next, [.plantTogether(species: state.plan.species, room: state.rooms[0])])
        default:
            let index = state.pickedRoom.flatMap { state.rooms.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
            next.pickedRoom = index < state.rooms.count ? state.rooms[index] : nil
            return (next, [])
        }
    }

    /// The home screen with the next (`step` 1) or previous (-1) species of the
    /// catalog picked, locked ones included so a person sees what unlocks them.
    private static func picking(_ state: GameState, step: Int) -> (GameState, [GameAction])? {
        guard !state.species.isEmpty else { return nil }
        let current = state.species.firstIndex { $0.name == state.plan.species } ?? (step > 0 ? -1 : 0)
        let index = (current + step + state.species.count) % state.species.count
        var next = state
        next.pickedSpecies = state.species[index].name
        next.plan.species = state.species[index].name
        return (next, [])
    }
}
