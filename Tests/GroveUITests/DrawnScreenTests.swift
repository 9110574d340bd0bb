import GroveCore
import GroveTerminal
@testable import GroveUI
import Testing

/// The screen as last drawn redraws only the clock while only the clock moves; every
/// frame it gives must be the frame a fresh render gives, whatever changed in between.
@Suite("drawn screen: a frame redrawn in part equals a frame drawn anew")
struct DrawnScreenTests {
    private static let standard = TerminalSize(width: 80, height: 24)
    private static let sizes = [
        standard, TerminalSize(width: 120, height: 40), TerminalSize(width: 48, height: 22),
        TerminalSize(width: 60, height: 16), TerminalSize(width: 40, height: 12), TerminalSize(width: 30, height: 8),
    ]

    /// Draws `states` one after the other and checks each frame against a fresh render.
    private func expectDrawnAsRendered(
        _ states: [(GameState, TerminalSize)], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var drawn = DrawnScreen()
        let forest = ForestCache()
        for (index, (state, size)) in states.enumerated() {
            let frame = drawn.frame(for: state, size: size, forest: forest)
            let fresh = GameScreen.render(state, size: size)
            // Compared as a whole but reported as text: a frame's cells would fill the screen.
            let same = frame == fresh
            #expect(same, "frame \(index):\n\(frame.plainText())\n-- rendered anew --\n\(fresh.plainText())", sourceLocation: sourceLocation)
        }
    }

    /// `state` with its session's clock at `remaining` seconds and the stage the rules give then.
    private func at(_ remaining: Int, _ state: GameState) -> GameState {
        var state = state
        guard case .session(var session) = state.screen else { return state }
        session.remainingSeconds = remaining
        session.stage = session.mode.stage(
            elapsed: Double(session.plannedSeconds - remaining), planned: Double(session.plannedSeconds))
        state.screen = .session(session)
        return state
    }

    @Test func everySecondOfATreeGrowing() {
        let tree = GameStates.growing()
        expectDrawnAsRendered((0...1500).reversed().map { (at($0, tree), Self.standard) })
    }

    @Test(arguments: sizes)
    func secondsAcrossTheStagesAndTheBarAtEverySize(size: TerminalSize) {
        let seconds = Array((1490...1500).reversed()) + Array((1195...1205).reversed()) + Array((0...12).reversed())
        for state in [
            GameStates.growing(), GameStates.growing(paused: true), GameStates.growing(note: "chapter three, the long one"),
            GameStates.resting(remaining: 300), GameStates.resting(remaining: 900, long: true),
            GameStates.withGoal(2, of: 4, GameStates.growing(speed: 60)),
        ] {
            expectDrawnAsRendered(seconds.map { (at($0, state), size) })
        }
    }

    @Test func aCountUpCountsUp() {
        let limit = Int(SessionMode.openLimitSeconds)
        let states = (0...40).map { GameStates.countingUp(focused: 290 + $0) }
        expectDrawnAsRendered(states.map { ($0, Self.standard) })
        #expect(at(limit - 300, GameStates.countingUp()).session?.clockSeconds == 300)
    }

    @Test func aMessageAndAnotherDeviceShareTheScreenWithTheClock() {
        var message = GameStates.growing()
        message.message = "Failed to save session: the disk is full, and this message takes two lines to say so at least"
        let elsewhere = GameStates.withElsewhere(GameStates.growing())
        var states: [(GameState, TerminalSize)] = []
        for second in (1400...1410).reversed() {
            states.append((at(second, second % 3 == 0 ? message : elsewhere), Self.standard))
        }
        expectDrawnAsRendered(states)
        for size in Self.sizes {
            expectDrawnAsRendered((1400...1405).reversed().map { (at($0, message), size) })
        }
    }

    @Test func overlaysKeysAndOtherScreensBetweenSeconds() {
        var help = GameStates.growing()
        help.overlay = .help
        var confirm = GameStates.growing()
        confirm.overlay = .confirmGiveUp
        let sequence: [GameState] = [
            at(900, GameStates.growing()), at(899, GameStates.growing()), at(898, help), at(897, help),
            at(896, GameStates.growing()), at(895, confirm), at(894, GameStates.growing()),
            at(893, GameStates.growing(paused: true)), at(893, GameStates.growing(paused: true)), at(892, GameStates.growing()),
            GameStates.completed(), GameStates.home, at(1500, GameStates.growing(tag: "focus")),
            at(1499, GameStates.growing("pine")), GameStates.abandoned(), at(300, GameStates.resting()),
            at(299, GameStates.resting()),
        ]
        expectDrawnAsRendered(sequence.map { ($0, Self.standard) })
    }

    @Test func aResizeBetweenSeconds() {
        let tree = GameStates.growing()
        var states: [(GameState, TerminalSize)] = []
        for (index, size) in (Self.sizes + Self.sizes.reversed()).enumerated() {
            states.append((at(1000 - 2 * index, tree), size))
            states.append((at(999 - 2 * index, tree), size))
        }
        expectDrawnAsRendered(states)
    }
}
