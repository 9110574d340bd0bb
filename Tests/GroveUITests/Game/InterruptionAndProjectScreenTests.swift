import Foundation
import GroveCore
import GroveTerminal
import GroveTestSupport
@testable import GroveUI
import GroveWords
import Testing

/// The prompt that asks what interrupted a paused tree, and the outcome that tells its interruptions and project.
struct InterruptionAndProjectScreenTests {
    static let grown: GameState = {
        var state = GameStates.completed()
        if case .completed(var outcome) = state.screen {
            (outcome.project, outcome.commits) = ("grove", 3)
            outcome.interruptions = Interruptions(count: 2, reasons: ["call", "colleague"])
            state.screen = .completed(outcome)
        }
        return state
    }()

    static let withered: GameState = {
        var state = GameStates.abandoned()
        if case .abandoned(var outcome) = state.screen {
            outcome.interruptions = Interruptions(count: 3, reasons: ["call"])
            state.screen = .abandoned(outcome)
        }
        return state
    }()

    static let screens: [(path: String, state: GameState)] = [
        ("paused/pause-reason", GameStates.with(.pauseReason("colleague"), GameStates.growing(paused: true))),
        ("completed/completed-project", grown),
        ("abandoned/abandoned-interrupted", withered),
    ]

    /// The snapshots of this suite, which ``SnapshotFileTests`` compares with their files.
    static let snapshots: [SnapshotCase] = ScreenSnapshotTests.sizes.flatMap { size in
        screens.map { screen in SnapshotCase(screen.path, size) { GameScreen.render(screen.state, size: size).plainText() } }
    }

    @Test func theOutcomeSaysTheFocusTheCommitsAndTheInterruptions() {
        let screen = GameScreen.render(Self.grown, size: TerminalSize(width: 80, height: 24)).plainText()
        #expect(screen.contains("25 min of focus, 3 commits on grove  ·  writing"))
        #expect(screen.contains("2 interruptions (call, colleague)"))
        let withered = GameScreen.render(Self.withered, size: TerminalSize(width: 80, height: 24)).plainText()
        #expect(withered.contains("3 interruptions (call)"))
    }

    @Test func thePromptTakesAWordAndEnterGivesIt() {
        var state = GameStates.with(.pauseReason(""), GameStates.growing(paused: true))
        for key in [Key.character("p"), .character("h"), .space, .character("q"), .character("\u{1B}"), .backspace] {
            state = GameKeys.handle(state, key).0
        }
        #expect(state.overlay == .pauseReason("ph-"))
        for key in [Key.character("c"), .character("a"), .character("l"), .character("l")] { state = GameKeys.handle(state, key).0 }
        let (after, actions) = GameKeys.handle(state, .enter)
        #expect(after.overlay == .none)
        #expect(actions == [.explainPause("ph-call")])
        // Enter with nothing typed, or esc, leaves the pause without a reason; the tree stays paused.
        #expect(GameKeys.handle(GameStates.with(.pauseReason(""), GameStates.growing(paused: true)), .enter).1 == [])
        #expect(GameKeys.handle(GameStates.with(.pauseReason("call"), GameStates.growing(paused: true)), .escape)
            == (GameStates.growing(paused: true), []))
        // Space before any word resumes, as on a paused tree; after one it is a `-`.
        #expect(GameKeys.handle(GameStates.with(.pauseReason(""), GameStates.growing(paused: true)), .space)
            == (GameStates.growing(paused: true), [.resume]))
        // Before any word, a key no reason holds does what it does on the paused tree.
        #expect(GameKeys.handle(GameStates.with(.pauseReason(""), GameStates.growing(paused: true)), .character("?")).0.overlay == .help)
        #expect(GameKeys.handle(GameStates.with(.pauseReason("c"), GameStates.growing(paused: true)), .character("?")).0.overlay
            == .pauseReason("c"))
        // Ctrl-C still leaves.
        #expect(GameKeys.handle(state, .controlC).1 == [.leave])
    }

    @Test func spaceOnABreakOrATreePlantedTogetherAsksNothing() {
        #expect(GameKeys.handle(GameStates.resting(), .space).0.overlay == .none)
        #expect(GameKeys.handle(GameStates.together(), .space).0.overlay == .none)
    }

    @Test func spacePausesAtOnceAndTheReasonTypedIsKept() throws {
        let fixture = ModelFixture()
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 60)
        game.press(.space)
        #expect(fixture.model.currentState == .paused)
        #expect(game.state.overlay == .pauseReason(""))
        #expect(game.screen.contains("What interrupted you?"))
        game.play(until: 90)
        game.press(.character("c"), .character("a"), .character("l"), .character("l"), .enter)
        #expect(game.state.overlay == .none)
        #expect(fixture.store.live.session?.interruptions == Interruptions(count: 1, reasons: [], current: "call"))
        #expect(fixture.model.currentState == .paused)
        game.press(.space)
        #expect(fixture.model.currentState == .active)
        game.play(until: 1600)
        let finished = try #require(fixture.store.finished.last)
        #expect(finished.interruptions == Interruptions(count: 1, reasons: ["call"]))
        #expect(game.screen.contains("1 interruption (call)"))
    }

    @Test func aResumeFromAnotherShellClosesThePrompt() {
        let fixture = ModelFixture()
        fixture.model.startSession()
        var game = GameDriver(fixture)
        game.play(until: 30)
        game.press(.space)
        #expect(game.state.overlay == .pauseReason(""))
        GameModelTests.elsewhere(fixture, .resume)
        game.press(.character("x"))
        game.play(until: 33)
        #expect(game.state.overlay == .none)
        #expect(fixture.model.currentState == .active)
    }

    @Test func plainModeAsksAndTellsTheEnd() throws {
        let fixture = ModelFixture(settings: GameModelTests.oneMinute)
        fixture.model.startSession()
        var game = GameDriver(fixture, services: GameServices(colorCapability: .monochrome, forestReport: fixture.forestReport, screen: .plain))
        game.play(until: 10)
        game.press(.space)
        #expect(game.said.contains("Paused. Type what interrupted you, one word such as call, then press enter; enter alone skips, space resumes."))
        game.press(.character("c"), .enter, .space)
        game.play(until: 62)
        #expect(game.said.contains("Interrupted 1 time (c)."), "\(game.said)")
    }

    @Test func theWordsAreInTheCatalogUnderPseudo() {
        Words.$language.withValue(.pseudo) {
            let screen = GameScreen.render(GameStates.with(.pauseReason("call"), GameStates.growing(paused: true)), size: TerminalSize(width: 80, height: 24))
                .plainText()
            #expect(!screen.contains("What interrupted"))
            #expect(InterruptionWords.line(Interruptions(count: 2, reasons: ["call"]))?.contains("interruptions") == false)
            #expect(!ProjectWords.focus(1500, project: "grove", commits: 3).contains("commits"))
        }
    }
}
