import GroveCore
import GroveTerminal
import GroveText
import GroveWords

/// The game screen as a pure function of the view state and the terminal size.
public enum GameScreen {
    /// The frame that shows `state` on a terminal of `size`; `forest` is what
    /// the forest shows while it is open (the loop reads it for the state's period).
    public static func render(_ state: GameState, size: TerminalSize, forest: ForestPage? = nil) -> Frame {
        var frame = Frame(width: size.width, height: size.height)
        draw(state, forest: forest, over: &frame)
        return frame
    }

    /// Draws what `render` gives for `state` at the frame's size over the whole of `frame`, whatever it held: the live
    /// screen draws each wake over the frame it wrote two wakes before, taking the trees it already made from `art`.
    static func draw(_ state: GameState, forest: ForestPage? = nil, art: TreeArtMemo? = nil, over frame: inout Frame) {
        frame.fill()
        guard let layout = ScreenLayout(TerminalSize(width: frame.width, height: frame.height), art: art) else {
            drawTooSmallNotice(into: &frame)
            return
        }
        if case .forest = state.overlay {
            // The forest covers the whole screen: nothing of the game is drawn beneath it.
            ForestOverlay.draw(forest, state, into: &frame, layout)
            return
        }
        drawHeader(state, layout, into: &frame)
        let hints: KeyHints
        switch state.screen {
        case .home:
            frame.stack(HomeScreen.blocks(state, layout), in: layout.contentRows)
            hints = HomeScreen.hints(state)
        case .session(let session):
            frame.stack(SessionScreen.blocks(session, layout), in: layout.contentRows)
            hints = SessionScreen.hints(session)
        case .completed(let outcome):
            frame.stack(CompletedScreen.blocks(outcome, state.breakOffer, layout), in: layout.contentRows)
            hints = CompletedScreen.hints(state.breakOffer, layout)
        case .abandoned(let outcome):
            frame.stack(AbandonedScreen.blocks(outcome, layout), in: layout.contentRows)
            hints = AbandonedScreen.hints
        }
        if let message = state.message {
            ScreenMessage.draw(message, into: &frame, layout)
        } else if let elsewhere = ElsewhereLine.text(state.elsewhere, width: frame.width) {
            // Another device's session takes the message row while the person has no message.
            frame.putCentered(elsewhere, y: layout.messageRow, style: Theme.muted)
        }
        switch state.overlay {
        case .none:
            frame.putCentered(hints.runs(width: frame.width), y: layout.hintsRow)
        case .help:
            HelpOverlay.draw(into: &frame, layout)
        case .confirmGiveUp:
            drawGiveUpPrompt(isBreak: state.session?.kind == .break, into: &frame, layout)
        case .pauseReason(let text):
            PauseReasonPrompt.draw(text, into: &frame, layout)
        case .forest:
            break  // Drawn on its own above.
        }
    }

    /// The name on the left and in the middle today's trees towards the daily goal, with, at a speed other than 1, that
    /// its trees earn nothing: moved right where the middle would touch the name, the goal then in numbers, then left out.
    private static func drawHeader(_ state: GameState, _ layout: ScreenLayout, into frame: inout Frame) {
        let name = "grove"
        frame.put(name, x: 1, y: layout.headerRow, style: Theme.title)
        let style = state.treesToday >= state.dailyGoal ? Theme.sparkle : Theme.muted
        let note = OtherSpeedWords.earnsNothing(state.shownSpeed)
        let goals = [
            GoalProgress.text(grown: state.treesToday, goal: state.dailyGoal),
            GoalProgress.numbers(grown: state.treesToday, goal: state.dailyGoal),
        ].compactMap { $0 }
        // From the fullest: the goal and the note, the goal in numbers and the note, the note alone.
        let forms = goals.map { note == nil ? $0 : $0 + " · " } + (note == nil ? [] : [""])
        let firstFree = 1 + DisplayWidth.columns(of: name) + 2
        for goal in forms {
            let width = DisplayWidth.columns(of: goal + (note ?? ""))
            let centered = (layout.size.width - width) / 2
            let x = centered >= firstFree ? centered : layout.size.width - 1 - width
            guard x >= firstFree else { continue }
            let noteX = frame.put(goal, x: x, y: layout.headerRow, style: style)
            if let note { frame.put(note, x: noteX, y: layout.headerRow, style: Theme.muted) }
            return
        }
    }

    /// What a terminal below the minimum size shows instead of the game.
    private static func drawTooSmallNotice(into frame: inout Frame) {
        let minimum = ScreenLayout.minimum
        let width = max(1, frame.width - 2)
        let headline = Words.Game.tooSmall.wrapped(toColumns: width)
        let lines = headline
            + Words.Game.tooSmallAtLeast(width: String(minimum.width), height: String(minimum.height)).wrapped(toColumns: width)
            + Words.Game.tooSmallNow(width: String(frame.width), height: String(frame.height)).wrapped(toColumns: width)
        let top = max(0, (frame.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            frame.putCentered(line, y: top + index, style: index < headline.count ? Theme.strong : Theme.muted)
        }
    }

    /// "Give up?" asked in a box before a tree withers (or a break ends early): the question wrapped to the screen, the two
    /// answers side by side, or one under the other where they do not fit side by side.
    private static func drawGiveUpPrompt(isBreak: Bool, into frame: inout Frame, _ layout: ScreenLayout) {
        let question = isBreak ? Words.Game.endBreakQuestion : Words.Game.giveUpQuestion
        let yes = [TextRun("y", Theme.key), TextRun(" " + (isBreak ? Words.Game.endBreakYes : Words.Game.giveUpYes), Theme.muted)]
        let no = [TextRun("n", Theme.key), TextRun(" " + (isBreak ? Words.Game.endBreakNo : Words.Game.giveUpNo), Theme.muted)]
        let room = layout.size.width - 4
        let questionLines = question.wrapped(toColumns: room)
        let sideBySide = yes + [TextRun("     ")] + no
        let answers = TextRun.columns(of: sideBySide) <= room ? [sideBySide] : [yes, no]
        let widest = (questionLines.map { DisplayWidth.columns(of: $0) } + answers.map(TextRun.columns)).max() ?? 0
        let width = min(layout.size.width, widest + 8)
        let height = questionLines.count + answers.count + 3
        let x = (layout.size.width - width) / 2
        let y = max(0, (layout.size.height - height) / 2)
        frame.putBox(x: x, y: y, width: width, height: height)
        for (index, line) in questionLines.enumerated() {
            frame.putCentered([TextRun(line, Theme.strong)], y: y + 1 + index)
        }
        for (index, line) in answers.enumerated() {
            frame.putCentered(line, y: y + 2 + questionLines.count + index)
        }
    }
}
