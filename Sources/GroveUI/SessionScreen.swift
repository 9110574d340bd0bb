import GroveArt
import GroveCore
import GroveTerminal

/// A focus session or a break: the tree (or the break's picture), the
/// countdown, the progress bar and what is going on.
enum SessionScreen {
    static func blocks(_ session: GameState.Session, _ layout: ScreenLayout) -> [ContentBlock] {
        let look: ArtLook = session.isPaused ? .faded : .vivid
        var blocks: [ContentBlock] = []
        let piece = session.kind == .focus
            ? TreeArt.tree(session.species, stage: session.stage, size: layout.artSize, seed: session.seed)
            : ArtLibrary.breakArt(size: layout.artSize)
        if let piece { blocks += [.art(piece, look), .gap] }
        let countdown = TimeText.clock(Double(session.clockSeconds))
        let accent = Theme.accent(session.kind, paused: session.isPaused)
        let bar = ContentBlock.bar(ProgressBar(progress: session.progress, width: layout.barWidth), color: accent, dimmed: session.isPaused)
        // A long note is shortened with "…" by the line it is drawn on.
        let note = session.note.map { ContentBlock.line([TextRun($0, Theme.muted)]) }
        if layout.isLarge {
            blocks += [
                .bigDigits(countdown, session.isPaused ? Theme.frozenDigits : Theme.digits), .gap,
                bar, .line(label(session)),
            ]
        } else {
            let clock = TextRun(countdown, session.isPaused ? Theme.frozenDigits : Theme.strong)
            blocks += [.line([clock, TextRun("   ")] + label(session)), bar]
            // The compact screen has no row to spare: the note takes the gap under the tree.
            if note != nil, let gap = blocks.lastIndex(where: { if case .gap = $0 { true } else { false } }) {
                blocks.remove(at: gap)
            }
        }
        return blocks + (note.map { [$0] } ?? [])
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
