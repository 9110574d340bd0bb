import GroveCore
import GroveTerminal
import GroveText
import GroveWords

/// The forest open over the game: the report as `grove forest` draws it, the live session's
/// word and countdown in a corner (the game goes on beneath), the forest's keys on the last row.
enum ForestOverlay {
    static var hints: KeyHints {
        KeyHints(items: [("← →", Words.Forest.hintPeriod), ("d w m y a", Words.Forest.hintRange), ("q", Words.Forest.hintBack)])
    }

    static func draw(_ page: ForestPage?, _ state: GameState, into frame: inout Frame, _ layout: ScreenLayout) {
        let height = layout.hintsRow
        if case .report(let report, let calendar) = page {
            ForestScreen.draw(report, into: &frame, height: height, calendar: calendar)
        } else {
            frame.put(Words.Forest.titleAlone, x: 1, y: layout.headerRow, style: ForestScreen.titleStyle)
        }
        if case .unreadable(let reason) = page {
            let lines = Words.Forest.unreadable(reason: reason).wrapped(toColumns: layout.size.width - 2)
            for (index, line) in lines.prefix(height - 2).enumerated() {
                frame.put(line, x: 1, y: 2 + index, style: Theme.message)
            }
        }
        drawStatus(state, into: &frame, layout)
        // A message (a break that ended, a failed save) matters more than the keys, until the next key.
        if let message = state.message {
            frame.putCentered(message, y: layout.hintsRow, style: Theme.message)
        } else {
            frame.putCentered(hints.runs(width: layout.size.width), y: layout.hintsRow)
        }
    }

    /// What the game is doing, right-aligned beside the title: in words where they fit, else
    /// in short (the field starts on the row below, so nothing may go there but as a last resort).
    private static func drawStatus(_ state: GameState, into frame: inout Frame, _ layout: ScreenLayout) {
        let forms: [[TextRun]]
        switch state.screen {
        case .home: return
        case .session(let session):
            // The state word alone ("focus", "paused", "break"): the tag would crowd the title.
            let clock = TextRun(TimeText.clock(Double(session.remainingSeconds)), session.isPaused ? Theme.frozenDigits : Theme.strong)
            forms = [SessionScreen.label(session).prefix(1) + [TextRun(" "), clock], [clock]]
        case .completed(let outcome):
            forms = [
                [TextRun("✦ " + Words.Forest.speciesGrown(species: TreeName.plain(outcome.species)), Theme.sparkle)],
                [TextRun("✦ " + Words.Forest.grown, Theme.sparkle)],
            ]
        case .abandoned(let outcome):
            forms = [
                [TextRun(Words.Forest.speciesWithered(species: TreeName.plain(outcome.species)), Theme.withered)],
                [TextRun(Words.Forest.withered, Theme.withered)],
            ]
        }
        let title = DisplayWidth.columns(of: frame.rowText(layout.headerRow))
        let left = { (runs: [TextRun]) in layout.size.width - 1 - runs.reduce(0) { $0 + DisplayWidth.columns(of: $1.text) } }
        let fitting = forms.first { title + 2 <= left($0) }
        let runs = fitting ?? forms[0]
        frame.put(runs, x: left(runs), y: fitting == nil ? layout.headerRow + 1 : layout.headerRow)
    }
}
