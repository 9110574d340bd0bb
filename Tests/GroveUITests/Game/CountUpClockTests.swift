import GroveCore
import GroveTerminal
@testable import GroveUI
import Testing

/// A count-up shows its "+" on the screen as `grove status` does (issue 23.15).
@Suite struct CountUpClockTests {
    @Test func aCountUpShowsItsPlusOnTheCompactScreen() {
        let frame = GameScreen.render(GameStates.countingUp(focused: 754), size: TerminalSize(width: 40, height: 12))
        #expect(frame.plainText().contains("+12:34"))
    }

    @Test func aCountUpShowsItsPlusInTheLargeDigits() throws {
        let layout = try #require(ScreenLayout(TerminalSize(width: 80, height: 24)))
        let session = try #require(GameStates.countingUp(focused: 754).session)
        let digits = SessionScreen.blocks(session, layout).compactMap { block -> String? in
            if case .bigDigits(let text, _, _) = block { return text }
            return nil
        }
        #expect(digits == ["+12:34"])
    }
}
