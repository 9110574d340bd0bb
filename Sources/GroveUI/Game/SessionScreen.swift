import GroveCore
import GroveTerminal

/// A focus session or a break: the tree (or the break's picture), the
/// countdown, the progress bar and what is going on.
enum SessionScreen {
    static func blocks(_ session: GameState.Session, _ layout: ScreenLayout) -> [ContentBlock] {
        var blocks: [ContentBlock] = []
        let piece = session.kind == .focus
            ? layout.tree(session.species, stage: session.stage, seed: session.seed)
            : layout.scene(.rest)
        if let piece {
            blocks.append(.art(piece, session.isPaused ? .faded : .vivid))
            // The compact screen has no row to spare: the note takes the gap under the tree.
            if layout.isLarge || session.note == nil { blocks.append(.gap) }
        }
        let countdown = TimeText.clock(Double(session.clockSeconds))
        if layout.isLarge {
            blocks += [
                .bigDigits(countdown, session.isPaused ? Theme.frozenDigits : Theme.digits, scale: layout.digitScale), .gap,
                bar(session, layout), .line(label(session)),
            ]
        } else {
            blocks += [
                .line([TextRun(countdown, session.isPaused ? Theme.frozenDigits : Theme.strong), TextRun("   ")] + label(session)),
                bar(session, layout),
            ]
        }
        // A long note is shortened with "…" by the line it is drawn on.
        if let note = session.note { blocks.append(.line([TextRun(note, Theme.muted)])) }
        return blocks
    }

    private static func bar(_ session: GameState.Session, _ layout: ScreenLayout) -> ContentBlock {
        .bar(
            ProgressBar(progress: session.progress, width: layout.barWidth),
            color: Theme.accent(session.kind, paused: session.isPaused), dimmed: session.isPaused)
    }

    /// "focus · writing", "paused · writing", "break · rest your eyes"; the
    /// default tag "focus" goes unsaid.
    static func label(_ session: GameState.Session) -> [TextRun] {
        let accent = Theme.accent(session.kind, paused: session.isPaused)
        let word = session.isPaused ? "paused" : (session.kind == .break ? "break" : (session.mode == .open ? "counting up" : "focus"))
        let detail: String
        switch session.kind {
        case .focus: detail = session.tag == TagText.unsaid ? "" : session.tag
        case .break: detail = session.isPaused ? "break" : (session.isLongBreak ? "a long rest" : "rest your eyes")
        }
        let state = TextRun(word, CellStyle(foreground: accent, bold: true))
        return detail.isEmpty ? [state] : [state, TextRun("  ·  ", Theme.muted), TextRun(detail, Theme.muted)]
    }

    static func hints(_ session: GameState.Session) -> KeyHints {
        var items: [(key: String, label: String)] = [("space", session.isPaused ? "resume" : "pause")]
        if session.mode == .open { items.append(("d", "done")) }
        items += [("g", session.kind == .focus ? "give up" : "end break"), ("q", "leave"), ("f", "forest"), ("?", "help")]
        return KeyHints(items: items)
    }
}
