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

    /// What of the session's clock a block follows, if anything.
    private enum ClockPart {
        case none
        /// The tree grows by stages.
        case stage
        /// The countdown's seconds.
        case seconds
        /// The bar's filled eighths.
        case progress
    }

    /// The blocks of `blocks(session, layout)` that follow the session's clock (its seconds
    /// left and its stage) and look different from the same blocks of `shown`, a session
    /// alike but for its clock, each with its place in that list. While only the clock
    /// moves, the others stay as they are: most seconds this makes just the countdown.
    static func clockBlocks(
        _ session: GameState.Session, changedFrom shown: GameState.Session, _ layout: ScreenLayout
    ) -> [(index: Int, block: ContentBlock)] {
        var blocks: [(index: Int, block: ContentBlock)] = []
        var index = 0
        make(session, layout) { part, block in
            let changed: Bool
            switch part {
            case .none: changed = false
            case .stage: changed = session.stage != shown.stage
            case .seconds: changed = session.clockSeconds != shown.clockSeconds
            case .progress: changed = progressBar(session, layout) != progressBar(shown, layout)
            }
            if changed { blocks.append((index, block())) }
            index += 1
        }
        return blocks
    }

    /// Hands the blocks to `add` top to bottom, each with what of the clock it follows,
    /// as a closure that makes it: a block not wanted is not made.
    private static func make(
        _ session: GameState.Session, _ layout: ScreenLayout, _ add: (_ follows: ClockPart, _ block: () -> ContentBlock) -> Void
    ) {
        let piece = session.kind == .focus
            ? layout.tree(session.species, stage: session.stage, seed: session.seed)
            : layout.scene(.rest)
        let together = session.room == nil ? nil : Together(session, layout, treeHeight: piece?.height)
        let showsNote = session.note != nil && together?.showsNote ?? true
        if let piece {
            add(.stage) { .art(piece, session.isPaused ? .faded : .vivid) }
            if let together {
                if together.gaps > 0 { add(.none) { .gap } }
            } else if layout.isLarge || session.note == nil {
                // The compact screen has no row to spare: the note takes the gap under the tree.
                add(.none) { .gap }
            }
        }
        let countdown = { TimeText.clock(Double(session.clockSeconds), mode: session.mode) }
        if layout.isLarge {
            add(.seconds) { .bigDigits(countdown(), session.isPaused ? Theme.frozenDigits : Theme.digits, scale: layout.digitScale) }
            if together.map({ $0.gaps > 1 }) ?? true { add(.none) { .gap } }
            add(.progress) { bar(session, layout) }
            add(.none) { .line(label(session)) }
        } else {
            add(.seconds) {
                .line([TextRun(countdown(), session.isPaused ? Theme.frozenDigits : Theme.strong), TextRun("   ")] + label(session))
            }
            add(.progress) { bar(session, layout) }
        }
        // A long note is shortened with "…" by the line it is drawn on.
        if showsNote, let note = session.note { add(.none) { .line([TextRun(note, Theme.muted)]) } }
        if let together { add(.none) { together.block } }
    }

    /// What a planting together adds under the session: the members' trees in a row as big as
    /// the rows left allow, else a line; and how many of the column's gaps stay.
    private struct Together {
        let block: ContentBlock
        let gaps: Int
        let showsNote: Bool

        init(_ session: GameState.Session, _ layout: ScreenLayout, treeHeight: Int?) {
            let tree = treeHeight ?? 0
            let noteRows = session.note == nil ? 0 : 1
            // The rows of the column without its gaps, its note or the members.
            let fixed = layout.isLarge
                ? tree + BigDigits.font(scale: layout.digitScale).height + 2 : tree + 2
            let gapsAtMost = (treeHeight == nil ? 0 : 1) + (layout.isLarge ? 1 : 0)
            let width = layout.size.width
            var rows = layout.contentRows.count - fixed - noteRows
            var showsNote = true
            let line = ContentBlock.line(TogetherLine.runs(session, width: width - 2))
            var candidates: [ContentBlock] = []
            if layout.isLarge, session.together.count > 1 {
                candidates = [TogetherRow.TreeSize.small, .tiny].compactMap { size in
                    TogetherRow(session.together, size: size, width: width).map(ContentBlock.members)
                }
            }
            candidates.append(line)
            var chosen = candidates.first { $0.height <= rows }
            if chosen == nil, noteRows > 0 {
                // Where the members and the note cannot both have a row, the members do.
                rows += noteRows
                showsNote = false
                chosen = candidates.first { $0.height <= rows }
            }
            block = chosen ?? line
            gaps = max(0, min(gapsAtMost, rows - block.height))
            self.showsNote = showsNote
        }
    }

    /// The bar as it shows the session's progress: it moves by eighths of a cell.
    private static func progressBar(_ session: GameState.Session, _ layout: ScreenLayout) -> ProgressBar {
        ProgressBar(progress: session.progress, width: layout.barWidth)
    }

    private static func bar(_ session: GameState.Session, _ layout: ScreenLayout) -> ContentBlock {
        .bar(
            progressBar(session, layout),
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
        // A tree planted together cannot be paused: the key only says so.
        var items: [(key: String, label: String)] = session.room == nil ? [("space", session.isPaused ? "resume" : "pause")] : []
        if session.mode == .open { items.append(("d", "done")) }
        items += [("g", session.kind == .focus ? "give up" : "end break"), ("q", "leave"), ("f", "forest"), ("?", "help")]
        return KeyHints(items: items)
    }
}
