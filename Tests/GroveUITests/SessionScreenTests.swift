import GroveCore
import GroveTerminal
@testable import GroveUI
import Testing

/// The live screen makes only the blocks that follow the clock every second: they must be
/// the blocks in their places, and the others must not change while only the clock moves.
@Suite struct SessionScreenTests {
    private static let layouts = [
        TerminalSize(width: 80, height: 24), TerminalSize(width: 120, height: 40), TerminalSize(width: 60, height: 16),
    ].compactMap(ScreenLayout.init)

    private static let sessions: [GameState.Session] = [
        GameStates.growing(), GameStates.growing(paused: true), GameStates.growing(note: "a note"),
        GameStates.countingUp(), GameStates.resting(), GameStates.resting(long: true),
    ].compactMap(\.session)

    /// The session with `remaining` seconds left and the stage that goes with them.
    private static func moved(_ session: GameState.Session, to remaining: Int) -> GameState.Session {
        var moved = session
        moved.remainingSeconds = remaining
        moved.stage = 1 + (session.plannedSeconds - remaining) * 5 / max(1, session.plannedSeconds + 1)
        return moved
    }

    @Test func everyBlockTheClockChangedIsHandedOverInItsPlace() {
        for layout in Self.layouts {
            for session in Self.sessions {
                let before = SessionScreen.blocks(session, layout)
                for remaining in [0, 1, 299, 300, 301, 899, 1499] {
                    let moved = Self.moved(session, to: remaining)
                    let after = SessionScreen.blocks(moved, layout)
                    #expect(after.count == before.count)
                    let handed = SessionScreen.clockBlocks(moved, changedFrom: session, layout)
                    for (index, block) in handed {
                        #expect(block == after[index], "block \(index) at \(remaining) s")
                    }
                    let handedIndices = Set(handed.map(\.index))
                    for index in before.indices where after[index] != before[index] {
                        #expect(handedIndices.contains(index), "block \(index) changed at \(remaining) s but was not handed over")
                    }
                }
            }
        }
    }

    @Test func aClockThatDidNotMoveChangesNoBlock() {
        for layout in Self.layouts {
            for session in Self.sessions {
                #expect(SessionScreen.clockBlocks(session, changedFrom: session, layout).isEmpty)
            }
        }
    }

    @Test func aSecondThatMovesNeitherTheBarNorTheTreeRedrawsOnlyTheCountdown() throws {
        let layout = try #require(ScreenLayout(TerminalSize(width: 80, height: 24)))
        let session = try #require(GameStates.growing().session)
        let blocks = SessionScreen.blocks(session, layout)
        // Seconds later the bar has moved by an eighth of a cell, not sooner.
        let next = Self.moved(session, to: session.remainingSeconds - 1)
        let handed = SessionScreen.clockBlocks(next, changedFrom: session, layout)
        #expect(ProgressBar(progress: session.progress, width: layout.barWidth) == ProgressBar(progress: next.progress, width: layout.barWidth))
        #expect(next.stage == session.stage)
        let countdown = blocks.firstIndex {
            if case .bigDigits = $0 { return true }
            return false
        }
        #expect(handed.map(\.index) == [try #require(countdown)])
    }
}
