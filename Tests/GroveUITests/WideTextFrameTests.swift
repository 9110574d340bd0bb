import GroveCore
import GroveTerminal
import GroveText
import GroveUI
import Testing

/// Tags and notes of any script on the game screen: whole, and centred by their width on the terminal.
struct WideTextFrameTests {
    @Test(arguments: ["écriture", "写作", "🌲deep"], [TerminalSize(width: 80, height: 24), TerminalSize(width: 40, height: 12)])
    func aGrowingTreesTagIsWholeAndCentred(tag: String, size: TerminalSize) throws {
        let frame = GameScreen.render(GameStates.growing(tag: tag), size: size)
        let row = try #require((0..<frame.height).map(frame.rowText).first { $0.contains(tag) })
        let left = DisplayWidth.columns(of: row.prefix { $0 == " " })
        let right = size.width - DisplayWidth.columns(of: row)
        #expect(abs(left - right) <= 1, "\(row)")
        #expect(!row.contains("?"))
    }
}
