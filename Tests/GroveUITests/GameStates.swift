import GroveCore
@testable import GroveUI

/// The view states the tests draw and press keys in.
enum GameStates {
    static let plan = GameState.Plan(species: "oak", tag: "focus", minutes: 25)
    static let shortBreak = GameState.BreakOffer(minutes: 5, isLong: false)
    static let longBreak = GameState.BreakOffer(minutes: 15, isLong: true)

    /// The catalog as a new player sees it: the free species open, the others locked.
    static let choices = Species.catalog.map {
        GameState.SpeciesChoice(name: $0.name, lockedBy: $0.unlock == .free ? nil : $0.unlock)
    }

    static let home = GameState(screen: .home, plan: plan, species: choices, today: ForestHistory.today)
    static let homeWithBreak = GameState(
        screen: .home, plan: plan, species: choices, breakOffer: shortBreak, today: ForestHistory.today)

    /// The home screen after `s` was pressed until `species` came up.
    static func picked(_ species: String) -> GameState {
        var state = home
        state.pickedSpecies = species
        state.plan.species = species
        return state
    }

    static func growing(
        _ species: String = "oak", stage: Int = 3, remaining: Int = 754, paused: Bool = false, tag: String = "writing",
        speed: Double = 1, note: String? = nil
    ) -> GameState {
        GameState(
            screen: .session(.init(
                kind: .focus, species: species, tag: tag, plannedSeconds: 1500, remainingSeconds: remaining, stage: stage,
                isPaused: paused, speed: speed, note: note)),
            plan: plan, today: ForestHistory.today)
    }

    /// A count-up tree `focused` seconds in, at the stage the rules give it.
    static func countingUp(focused: Int = 754, paused: Bool = false, note: String? = nil) -> GameState {
        let limit = Int(SessionMode.openLimitSeconds)
        return GameState(
            screen: .session(.init(
                kind: .focus, species: "oak", tag: "writing", plannedSeconds: limit, remainingSeconds: limit - focused,
                stage: SessionMode.open.stage(elapsed: Double(focused), planned: Double(limit)), isPaused: paused,
                mode: .open, note: note)),
            plan: plan, today: ForestHistory.today)
    }

    /// `state` with a pine growing on the laptop, 24:59 left (paused when asked).
    static func withElsewhere(paused: Bool = false, _ state: GameState) -> GameState {
        var state = state
        state.elsewhere = [.init(device: "laptop", kind: .focus, species: "pine", isPaused: paused, clockSeconds: 1499)]
        return state
    }

    /// `state` with `grown` of the day's `goal` trees.
    static func withGoal(_ grown: Int, of goal: Int, _ state: GameState) -> GameState {
        var state = state
        state.treesToday = grown
        state.dailyGoal = goal
        return state
    }

    static func resting(remaining: Int = 242, paused: Bool = false, long: Bool = false) -> GameState {
        GameState(
            screen: .session(.init(
                kind: .break, species: "oak", tag: long ? "long-break" : "break", plannedSeconds: long ? 900 : 300,
                remainingSeconds: remaining, stage: 1, isPaused: paused, isLongBreak: long)),
            plan: plan, today: ForestHistory.today)
    }

    static func completed(_ species: String = "oak", offer: GameState.BreakOffer? = shortBreak) -> GameState {
        GameState(
            screen: .completed(.init(species: species, tag: "writing", focusedSeconds: 1500, stage: 5)), plan: plan,
            breakOffer: offer, today: ForestHistory.today)
    }

    /// A tree given up after `focused` seconds at `stage` (5: in its last fifth, drawn with the withered look).
    static func abandoned(_ species: String = "oak", focused: Double = 1434, stage: Int = 5) -> GameState {
        GameState(
            screen: .abandoned(.init(species: species, tag: "writing", focusedSeconds: focused, stage: stage)), plan: plan,
            today: ForestHistory.today)
    }

    /// A tree planted together in the room "standup" with `others` (ana's oak at stage 3 and
    /// bo's pine at stage 2 unless told), at the stage this person's tree has.
    static func together(
        with others: [GameState.Member] = [
            .init(name: "ana", species: "oak", stage: 3), .init(name: "bo", species: "pine", stage: 2),
        ],
        note: String? = nil
    ) -> GameState {
        var state = growing(note: note)
        if case .session(var session) = state.screen {
            session.room = "standup"
            session.together = [.init(name: "cy", isMe: true, species: "oak", stage: session.stage)] + others
            state.screen = .session(session)
        }
        return state
    }

    /// `state` with the forest open on `range`, on a day of the hand-built history.
    static func forest(
        _ range: ForestPeriod.Range = .week, anchor: LocalDay = ForestHistory.today, over state: GameState = home
    ) -> GameState {
        with(.forest(.init(range: range, anchor: anchor)), state)
    }

    static func with(_ overlay: GameState.Overlay, _ state: GameState) -> GameState {
        var state = state
        state.overlay = overlay
        return state
    }
}
