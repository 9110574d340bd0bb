import GroveArt
import GroveCore
import GroveTerminal

/// A focus session or a break: the tree (or the break's picture), the
/// countdown, the progress bar and what is going on.
enum SessionScreen {
    static func blocks(_ session: GameState.Session, _ layout: ScreenLayout) -> [ContentBlock] {
        var blocks: [ContentBlock] = []
        blocks.reserveCapacity(7)
        make(session, layout) { _, block in blocks.append(block()) }
        return blocks
    }

    /// The blocks of `blocks(session, layout)` that follow the session's clock (its seconds
    /// left and its stage), each with its place in that list: while only the clock moves,
    /// the others stay as they are, and the live screen makes just these every second.
    static func clockBlocks(_ session: GameState.Session, _ layout: ScreenLayout) -> [(index: Int, block: ContentBlock)] {
        var blocks: [(index: Int, block: ContentBlock)] = []
        blocks.reserveCapacity(3)
        var index = 0
        make(session, layout) { followsClock, block in
            if followsClock { blocks.append((index, block())) }
            index += 1
        }
        return blocks
    }

    /// Hands the blocks to `add` top to bottom, each with whether it follows the clock,
    /// as a closure that makes it: a block not wanted is not made.
    private static func make(
        _ session: GameState.Session, _ layout: ScreenLayout, _ add: (_ followsClock: Bool, _ block: () -> ContentBlock) -> Void
    ) {
        let piece = session.kind == .focus
            ? TreeArt.tree(session.species, stage: session.stage, size: layout.artSize, seed: session.seed)
            : ArtLibrary.breakArt(size: layout.artSize)
        if let piece {
            add(true) { .art(piece, session.isPaused ? .faded : .vivid) }
            // The compact screen has no row to spare: the note takes the gap under the tree.
            if layout.isLarge || session.note == nil { add(false) { .gap } }
        }
        let countdown = { TimeText.clock(Double(session.clockSeconds)) }
        if layout.isLarge {
            add(true) { .bigDigits(countdown(), session.isPaused ? Theme.frozenDigits : Theme.digits) }
            add(false) { .gap }
            add(true) { bar(session, layout) }
            add(false) { .line(label(session)) }
        } else {
            add(true) {
                .line([TextRun(countdown(), session.isPaused ? Theme.frozenDigits : Theme.strong), TextRun("   ")] + label(session))
            }
            add(true) { bar(session, layout) }
        }
        // A long note is shortened with "…" by the line it is drawn on.
        if let note = session.note { add(false) { .line([TextRun(note, Theme.muted)]) } }
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
