import GroveTerminal
@testable import GroveUI
import Testing

/// A message too long for its two lines keeps its way out whole (issue 23.17).
@Suite struct ScreenMessageTests {
    static let unreadable = "cannot read /home/ada/.local/share/grove/devices/laptop/live.json: it is not valid JSON: "
        + "line 2, column 1: the text ends where a value should be. grove has not changed it; "
        + "repair it by hand, or run grove doctor --repair to move it aside"

    @Test func anUnreadableFileKeepsItsFixAt80By24() {
        var state = GameStates.home
        state.message = Self.unreadable
        let text = GameScreen.render(state, size: TerminalSize(width: 80, height: 24)).plainText()
        #expect(text.contains("repair it by hand, or run grove doctor --repair to move it aside"))
        #expect(text.contains("cannot read …/live.json: it is not valid JSON"))
    }

    @Test func whatIsCutEndsInAnEllipsisAndNoLineIsTooWide() {
        for width in [38, 60, 78, 118] {
            let lines = ScreenMessage.lines(Self.unreadable, width: width)
            #expect(lines.count <= ScreenMessage.maximumLines)
            #expect(lines.allSatisfy { $0.count <= width }, "\(width): \(lines)")
            #expect(lines.joined().contains("…"), "\(width): \(lines)")
        }
    }

    @Test func aMessageThatFitsIsShownWhole() {
        let message = "Failed to save session: cannot replace live.json: No space left on device"
        #expect(ScreenMessage.lines(message, width: 78) == [message])
    }
}
