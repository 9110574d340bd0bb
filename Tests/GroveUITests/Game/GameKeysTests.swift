import GroveCore
import GroveTerminal
import GroveUI
import Testing

/// Every key in every state, as a pure state update.
struct GameKeysTests {
    /// Keys that mean nothing anywhere.
    static let meaningless: [Key] = [
        .character("x"), .character("Q"), .up, .tab, .function(1), .backspace, .control("l"), .controlD, .unknown,
    ]

    /// Every screen the game can show with nothing over it.
    static let screens: [GameState] = [
        GameStates.home, GameStates.homeWithBreak, GameStates.growing(), GameStates.growing(paused: true),
        GameStates.resting(), GameStates.resting(paused: true), GameStates.completed(), GameStates.completed(offer: nil),
        GameStates.abandoned(),
    ]

    static let forests: [GameState] = screens.map { GameStates.forest(over: $0) } + [
        GameStates.forest(.day), GameStates.forest(.month), GameStates.forest(.year), GameStates.forest(.all),
    ]

    static let allStates: [GameState] = screens + [
        GameStates.with(.help, GameStates.growing()), GameStates.with(.confirmGiveUp, GameStates.growing()),
    ] + forests

    private func press(_ key: Key, in state: GameState) -> (GameState, [GameAction]) {
        GameKeys.handle(state, key)
    }

    @Test(arguments: allStates)
    func ctrlCLeavesAndCtrlZSuspendsEverywhereAndChangeNothing(_ state: GameState) {
        #expect(press(.controlC, in: state) == (state, [.leave]))
        #expect(press(.controlZ, in: state) == (state, [.suspend]))
    }

    @Test(arguments: allStates)
    func qLeavesEverywhereButTheForest(_ state: GameState) {
        if case .forest = state.overlay {
            #expect(press(.character("q"), in: state) == (GameStates.with(.none, state), []))
        } else {
            #expect(press(.character("q"), in: state) == (state, [.leave]))
        }
    }

    @Test(arguments: allStates)
    func meaninglessKeysDoNothing(_ state: GameState) {
        var withMessage = state
        withMessage.message = "a note"
        for key in Self.meaningless where state.overlay != .help {
            let (next, actions) = press(key, in: withMessage)
            #expect(next == withMessage, "\(key)")
            #expect(actions.isEmpty, "\(key)")
        }
    }

    @Test func homePlantsWithEnterPOrN() {
        for key in [Key.enter, .character("p"), .character("n")] {
            #expect(press(key, in: GameStates.home) == (GameStates.home, [.plant(species: "oak")]))
        }
        for key in [Key.space, .character("g"), .character("b"), .escape, .character("y")] {
            #expect(press(key, in: GameStates.home) == (GameStates.home, []), "\(key)")
        }
    }

    @Test func sAndTheArrowsCycleThroughEverySpeciesAtHome() {
        var state = GameStates.home
        var seen: [String] = []
        for _ in Species.catalog {
            let (next, actions) = press(.character("s"), in: state)
            #expect(actions.isEmpty)
            seen.append(next.plan.species)
            #expect(next.pickedSpecies == next.plan.species)
            state = next
        }
        // From oak, every other species in catalog order, then back to oak.
        #expect(seen == Array(Species.catalog.map(\.name).dropFirst()) + ["oak"])
        #expect(press(.right, in: GameStates.home).0 == GameStates.picked("pine"))
        #expect(press(.left, in: GameStates.home).0 == GameStates.picked("palm"))
        #expect(press(.left, in: GameStates.picked("pine")).0 == GameStates.picked("oak"))
    }

    @Test func thePickedSpeciesIsPlanted() {
        for species in ["pine", "maple"] {
            let state = GameStates.picked(species)
            #expect(press(.enter, in: state) == (state, [.plant(species: species)]))
        }
    }

    @Test func pickingWorksOnlyAtHome() {
        for state in [GameStates.growing(), GameStates.completed(), GameStates.abandoned()] {
            for key in [Key.character("s"), .left, .right] {
                #expect(press(key, in: state) == (state, []), "\(key)")
            }
        }
        #expect(press(.character("s"), in: GameStates.with(.help, GameStates.home)).0.plan.species == "oak")
    }

    @Test func homeStartsAnEarnedBreak() {
        #expect(press(.character("b"), in: GameStates.homeWithBreak) == (GameStates.homeWithBreak, [.startBreak]))
    }

    @Test func spacePausesAndResumes() {
        #expect(press(.space, in: GameStates.growing()) == (GameStates.with(.pauseReason(""), GameStates.growing()), [.pause]))
        #expect(press(.space, in: GameStates.growing(paused: true)) == (GameStates.growing(paused: true), [.resume]))
        #expect(press(.space, in: GameStates.resting()) == (GameStates.resting(), [.pause]))
        #expect(press(.space, in: GameStates.resting(paused: true)) == (GameStates.resting(paused: true), [.resume]))
    }

    @Test(arguments: [GameStates.growing(), GameStates.growing(paused: true), GameStates.resting()])
    func givingUpAsksFirst(_ state: GameState) {
        let (asking, actions) = press(.character("g"), in: state)
        #expect(asking.overlay == .confirmGiveUp)
        #expect(actions.isEmpty)

        #expect(press(.character("y"), in: asking) == (state, [.giveUp]))
        #expect(press(.character("Y"), in: asking) == (state, [.giveUp]))
        for no in [Key.character("n"), .character("N"), .escape] {
            #expect(press(no, in: asking) == (state, []))
        }
        // Anything else leaves the question open.
        for other in [Key.space, .enter, .character("g"), .character("b"), .character("?")] {
            #expect(press(other, in: asking) == (asking, []), "\(other)")
        }
    }

    @Test func aGrowingTreeIgnoresPlantingAndBreaks() {
        let state = GameStates.growing()
        for key in [Key.enter, .character("p"), .character("n"), .character("b"), .escape, .character("y")] {
            #expect(press(key, in: state) == (state, []), "\(key)")
        }
    }

    @Test func aCompletedTreeOffersTheBreakOrANewTree() {
        let state = GameStates.completed()
        #expect(press(.character("b"), in: state) == (state, [.startBreak]))
        for key in [Key.enter, .character("p"), .character("n")] {
            #expect(press(key, in: state) == (state, [.plant(species: "oak")]))
        }
        #expect(press(.escape, in: state) == (state, [.dismissOutcome]))
        #expect(press(.space, in: state) == (state, []))
        #expect(press(.character("g"), in: state) == (state, []))
    }

    @Test func aNewTreeAfterOneIsOfTheSameSpeciesWhateverThePlan() {
        for state in [GameStates.completed("pine"), GameStates.abandoned("pine")] {
            #expect(state.plan.species == "oak")
            #expect(press(.character("n"), in: state) == (state, [.plant(species: "pine")]))
        }
    }

    @Test func withoutAnEarnedBreakBDoesNothing() {
        let state = GameStates.completed(offer: nil)
        #expect(press(.character("b"), in: state) == (state, []))
    }

    @Test func aWitheredTreeGoesHomeOrPlantsAgain() {
        let state = GameStates.abandoned()
        #expect(press(.escape, in: state) == (state, [.dismissOutcome]))
        for key in [Key.enter, .character("p"), .character("n")] {
            #expect(press(key, in: state) == (state, [.plant(species: "oak")]))
        }
        for key in [Key.space, .character("g"), .character("b")] {
            #expect(press(key, in: state) == (state, []), "\(key)")
        }
    }

    @Test(arguments: [GameStates.home, GameStates.growing(), GameStates.completed(), GameStates.abandoned()])
    func questionMarkOpensTheHelpAndAnyKeyClosesIt(_ state: GameState) {
        let (help, actions) = press(.character("?"), in: state)
        #expect(help.overlay == .help)
        #expect(actions.isEmpty)
        for key in [Key.character("?"), .space, .enter, .character("x"), .escape, .character("g")] {
            #expect(press(key, in: help) == (state, []), "\(key)")
        }
    }

    @Test func aKeyThatActsClearsTheMessage() {
        var state = GameStates.growing()
        state.message = "the session is already paused"
        let (next, actions) = press(.space, in: state)
        #expect(next.message == nil)
        #expect(actions == [.pause])
    }

    @Test func oPlantsACountUpAtHomeAndDEndsOnlyACountUp() {
        #expect(press(.character("o"), in: GameStates.home).1 == [.plantOpen(species: "oak")])
        #expect(press(.character("o"), in: GameStates.growing()).1 == [])
        #expect(press(.character("d"), in: GameStates.countingUp()).1 == [.done])
        #expect(press(.character("d"), in: GameStates.countingUp(paused: true)).1 == [.done])
        #expect(press(.character("d"), in: GameStates.growing()).1 == [])
        #expect(press(.character("d"), in: GameStates.home).1 == [])
    }
}

extension GameState: CustomTestStringConvertible {
    public var testDescription: String {
        let overlay: String
        switch self.overlay {
        case .none: overlay = ""
        case .forest(let forest): overlay = " + forest of the \(forest.range) of \(forest.anchor)"
        default: overlay = " + \(self.overlay)"
        }
        switch screen {
        case .home: return "home" + (breakOffer == nil ? "" : " with a break") + overlay
        case .session(let session):
            return "\(session.kind)\(session.isPaused ? " paused" : "")" + overlay
        case .completed: return "completed" + (breakOffer == nil ? "" : " with a break") + overlay
        case .abandoned: return "abandoned" + overlay
        }
    }
}

/// `w` at home plants with a room of the config, as `grove plant --with ROOM` does.
struct PlantWithARoomKeyTests {
    private static func home(rooms: [String]) -> GameState {
        var state = GameStates.home
        state.rooms = rooms
        return state
    }

    @Test func withOneRoomItPlantsWithIt() {
        let (next, actions) = GameKeys.handle(Self.home(rooms: ["standup"]), .character("w"))
        #expect(actions == [.plantTogether(species: "oak", room: "standup")])
        #expect(next.message == nil)
    }

    @Test func withSeveralItPicksEachInTurnThenNoneAndEnterPlantsWithThePicked() {
        var state = Self.home(rooms: ["reading", "standup"])
        var picked: [String?] = []
        for _ in 0..<3 {
            let (next, actions) = GameKeys.handle(state, .character("w"))
            #expect(actions.isEmpty)
            picked.append(next.pickedRoom)
            state = next
        }
        #expect(picked == ["reading", "standup", nil])
        state.pickedRoom = "standup"
        #expect(GameKeys.handle(state, .enter).1 == [.plantTogether(species: "oak", room: "standup")])
        #expect(GameScreen.render(state, size: TerminalSize(width: 80, height: 24)).plainText().contains("with standup"))
        state.pickedRoom = nil
        #expect(GameKeys.handle(state, .enter).1 == [.plant(species: "oak")])
    }

    @Test func withNoneItSaysHowToNameOneInTheConfig() {
        let (next, actions) = GameKeys.handle(Self.home(rooms: []), .character("w"))
        #expect(actions.isEmpty)
        #expect((next.message ?? "").contains(#""rooms": {"standup": "#))
        let text = GameScreen.render(next, size: TerminalSize(width: 80, height: 24)).plainText()
        #expect(text.contains("No room to plant with"))
    }

    @Test func theHintShowsOnlyWhenARoomIsConfigured() {
        let size = TerminalSize(width: 80, height: 24)
        #expect(GameScreen.render(Self.home(rooms: ["standup"]), size: size).plainText().contains("w together"))
        #expect(!GameScreen.render(Self.home(rooms: []), size: size).plainText().contains("w together"))
    }
}
