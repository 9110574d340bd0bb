import GroveCore
import GroveTerminal
@testable import GroveUI
import Testing

/// The outcome screens show the tree as far as it grew (issue 23.17).
@Suite struct OutcomeStageTests {
    static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 120, height: 40)]

    /// The tree of `frame`: its rows from the first drawn one down to the ground line.
    private func treeRows(_ frame: Frame) -> [String] {
        let rows = frame.plainText().split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
        let ground = rows.firstIndex { $0.contains("▀▀▀▀▀▀▀▀▀▀▀▀") } ?? rows.count - 1
        return Array(rows[...ground].drop { $0.allSatisfy(\.isWhitespace) })
    }

    @Test(arguments: sizes)
    func aTreeWitheredEarlyIsTheStageItReachedNotAFullTree(_ size: TerminalSize) {
        let withered = GameScreen.render(GameStates.abandoned(focused: 15, stage: 1), size: size)
        let sprout = GameScreen.render(GameStates.growing(stage: 1, remaining: 1485), size: size)
        let full = GameScreen.render(GameStates.abandoned(focused: 1400, stage: 5), size: size)
        let shape = treeRows(withered)
        #expect(shape == treeRows(sprout))
        #expect(shape != treeRows(full))
        // Drawn in the withered look, not in the sprout's living colours.
        let colours = { (frame: Frame) in
            Set((0..<frame.height).flatMap { y in (0..<frame.width).compactMap { frame[$0, y].style.foreground } })
        }
        #expect(colours(withered).isDisjoint(with: colours(sprout).subtracting(colours(full))))
    }

    @Test(arguments: sizes)
    func aCountUpGrownAtTwelveMinutesShowsItsThirdStage(_ size: TerminalSize) {
        var grown = GameStates.completed()
        if case .completed(var outcome) = grown.screen {
            outcome.stage = 3
            outcome.focusedSeconds = 720
            grown.screen = .completed(outcome)
        }
        let third = GameScreen.render(GameStates.growing(stage: 3, remaining: 780), size: size)
        let shape = treeRows(GameScreen.render(grown, size: size))
        #expect(shape.contains { $0.contains("█") })
        #expect(shape == treeRows(third))
    }
}
