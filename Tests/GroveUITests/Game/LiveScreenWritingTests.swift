import GroveCore
import GroveTerminal
import GroveTestSupport
@testable import GroveUI
import Testing

/// The game screen draws its whole frame at every wake, over the frame written two wakes
/// before, and the writer sends what changed from the last: a terminal given those bytes
/// shows each frame, and a second of a growing tree costs a few bytes.
@Suite struct LiveScreenWritingTests {
    private static let standard = TerminalSize(width: 80, height: 24)

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

    /// Renders and writes `states` one after the other to a virtual terminal, checking that
    /// it shows each frame; returns the bytes written for each after the first.
    @discardableResult
    private func written(_ states: [GameState], sourceLocation: SourceLocation = #_sourceLocation) -> [Int] {
        var writer = FrameWriter()
        var screen = VirtualScreen(width: Self.standard.width, height: Self.standard.height)
        var counts: [Int] = []
        for (index, state) in states.enumerated() {
            // As the loop draws: over the frame written two wakes before, which must not show through.
            var frame = writer.frameToDrawOn(width: Self.standard.width, height: Self.standard.height)
            GameScreen.draw(state, over: &frame)
            #expect(frame == GameScreen.render(state, size: Self.standard), "frame \(index) differs from one drawn afresh")
            let bytes = writer.update(to: frame, capability: .truecolor)
            screen.apply(bytes)
            if index > 0 { counts.append(bytes.count) }
            // Compared as a whole but reported as text: a frame's cells would fill the screen.
            let same = screen.frame == frame
            #expect(same, "frame \(index):\n\(screen.text())\n-- rendered --\n\(frame.plainText())", sourceLocation: sourceLocation)
            #expect(screen.unknownSequences.isEmpty, sourceLocation: sourceLocation)
        }
        return counts
    }

    @Test func aMinuteOfATreeGrowingShowsEveryFrameInAFewBytes() {
        let tree = GameStates.growing()
        // Across a stage: the tree itself changes once in the minute.
        let counts = written((1170...1230).reversed().map { at($0, tree) })
        #expect(counts.reduce(0, +) <= 3_072, "a minute took \(counts.reduce(0, +)) bytes")
        #expect(counts.sorted()[counts.count / 2] <= 64, "a second took \(counts.sorted()[counts.count / 2]) bytes")
    }

    @Test func aFrameThatDidNotChangeWritesNothing() {
        #expect(written([GameStates.growing(), GameStates.growing()]) == [0])
    }

    @Test func overlaysAndOtherScreensBetweenSeconds() {
        var help = GameStates.growing()
        help.overlay = .help
        var confirm = GameStates.growing()
        confirm.overlay = .confirmGiveUp
        var message = GameStates.growing()
        message.message = "Failed to save session: the disk is full, and this message takes two lines to say so at least"
        written([
            at(900, GameStates.growing()), at(899, GameStates.growing()), at(898, help), at(897, help),
            at(896, GameStates.growing()), at(895, confirm), at(894, message), at(893, GameStates.withElsewhere(GameStates.growing())),
            at(893, GameStates.growing(paused: true)), at(892, GameStates.growing(note: "chapter three, the long one")),
            GameStates.completed(), GameStates.home, at(1500, GameStates.growing(tag: "focus")),
            at(1499, GameStates.growing("pine")), GameStates.abandoned(), at(300, GameStates.resting()),
            at(299, GameStates.resting()), GameStates.countingUp(focused: 290), GameStates.countingUp(focused: 291),
        ])
    }
}
