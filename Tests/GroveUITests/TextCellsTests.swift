import GroveCore
import GroveTerminal
@testable import GroveUI
import Testing

/// The game screens draw their lines from remembered cells: a line must draw exactly what
/// working its runs out anew draws, over whatever is beneath, at every width.
@Suite("text cells")
struct TextCellsTests {
    /// The lines of every snapshot screen's hints and labels, and text of every kind a line can hold.
    static let lines: [[TextRun]] = {
        var lines: [[TextRun]] = []
        for state in ScreenSnapshotTests.screens.map(\.state) {
            if case .session(let session) = state.screen {
                lines.append(SessionScreen.label(session))
                lines.append(SessionScreen.hints(session).runs(width: 80))
                lines.append(SessionScreen.hints(session).runs(width: 40))
            }
            lines.append(HomeScreen.hints(state).runs(width: 80))
            if let message = state.message { lines.append([TextRun(message, Theme.muted)]) }
        }
        let kinds = ["plain words", "漢字の木", "e\u{301}te\u{301}", "🌳 tree", "tab\there", "", "\u{7}", "flag 🇫🇷 ok", "…─│"]
        for text in kinds {
            lines.append([TextRun(text, Theme.key)])
            lines.append([TextRun(text), TextRun(" · ", Theme.muted), TextRun(text, Theme.strong)])
        }
        lines.append([TextRun(String(repeating: "x", count: 40)), TextRun("\u{7}")])
        return lines
    }()

    @Test func rememberedLinesDrawWhatWorkingThemOutDraws() {
        for width in [12, 39, 40, 41, 80] {
            var beneath = Frame(width: width, height: 3)
            beneath.fill(with: "x", style: CellStyle(bold: true))
            beneath.put("漢字漢字漢字漢字", x: 1, y: 1)
            // Asked for twice: made anew, then recalled.
            for runs in Self.lines + Self.lines {
                var remembered = beneath
                remembered.putCentered(runs, y: 1)
                var workedOut = beneath
                workedOut.putCenteredFitting(runs, y: 1)
                #expect(remembered == workedOut, "\(runs.map(\.text)) at \(width)")
            }
        }
    }

    @Test func moreTextsThanRememberedStillDrawTheirOwnCells() {
        for number in 0..<(TextCells.capacity * 2) {
            let text = "line \(number)"
            #expect(TextCells.shared.cells(of: [TextRun(text, Theme.muted)]).cells == Frame.cells(of: text, style: Theme.muted))
        }
    }
}
