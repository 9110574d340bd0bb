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

    @Test func theBlocksThatFollowTheClockAreTheBlocksInTheirPlaces() {
        for layout in Self.layouts {
            for session in Self.sessions {
                let blocks = SessionScreen.blocks(session, layout)
                let clockBlocks = SessionScreen.clockBlocks(session, layout)
                #expect(clockBlocks.count >= 2)
                for (index, block) in clockBlocks {
                    #expect(block == blocks[index])
                }
            }
        }
    }

    @Test func theOtherBlocksStayWhileOnlyTheClockMoves() {
        for layout in Self.layouts {
            for session in Self.sessions {
                let following = Set(SessionScreen.clockBlocks(session, layout).map(\.index))
                let before = SessionScreen.blocks(session, layout)
                for remaining in [0, 1, 299, 300, 301, 899, 1499] {
                    var moved = session
                    moved.remainingSeconds = remaining
                    moved.stage = 1 + (session.plannedSeconds - remaining) * 5 / max(1, session.plannedSeconds + 1)
                    let after = SessionScreen.blocks(moved, layout)
                    #expect(after.count == before.count)
                    for index in before.indices where !following.contains(index) {
                        #expect(after[index] == before[index], "block \(index) at \(remaining) s")
                    }
                }
            }
        }
    }
}
