import GroveCore
import GroveTerminal
import GroveWords

/// A focus session or a break: the tree (or the break's picture), the
/// countdown, the progress bar and what is going on.
enum SessionScreen {
    static func blocks(_ session: GameState.Session, _ layout: ScreenLayout) -> [ContentBlock] {
        var blocks: [ContentBlock] = []
        let piece = session.kind == .focus
            ? layout.tree(session.species, stage: session.stage, seed: session.seed)
            : layout.scene(.rest)
        let together = session.room == nil ? nil : Together(session, layout, treeHeight: piece?.height)
        let showsNote = session.note != nil && together?.showsNote ?? true
        if let piece {
            blocks.append(.art(piece, session.isPaused ? .faded : .vivid))
            if let together {
                if together.gaps > 0 { blocks.append(.gap) }
            } else if layout.isLarge || session.note == nil {
                // The compact screen has no row to spare: the note takes the gap under the tree.
                blocks.append(.gap)
            }
        }
        let countdown = TimeText.clock(Double(session.clockSeconds), mode: session.mode)
        let labels = [label(session), label(session, detailed: false)]
        if layout.isLarge {
            blocks.append(.bigDigits(countdown, session.isPaused ? Theme.frozenDigits : Theme.digits, scale: layout.digitScale))
            if together.map({ $0.gaps > 1 }) ?? true { blocks.append(.gap) }
            blocks += [bar(session, layout), .line(firstFitting: labels, width: layout.lineWidth)]
        } else {
            let clock = [TextRun(countdown, session.isPaused ? Theme.frozenDigits : Theme.strong), TextRun("   ")]
            blocks += [.line(firstFitting: labels.map { clock + $0 }, width: layout.lineWidth), bar(session, layout)]
        }
        // A long note is shortened with "…" by the line it is drawn on.
        if showsNote, let note = session.note { blocks.append(.line([TextRun(note, Theme.muted)])) }
        if let together { blocks.append(together.block) }
        return blocks
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

    private static func bar(_ session: GameState.Session, _ layout: ScreenLayout) -> ContentBlock {
        .bar(
            ProgressBar(progress: session.progress, width: layout.barWidth),
            color: Theme.accent(session.kind, paused: session.isPaused), dimmed: session.isPaused)
    }

    /// "focus · writing", "paused · writing", "break · rest your eyes"; the default tag "focus" goes unsaid. Not `detailed`,
    /// a break's words after its state are left out, for a row too short for them (a tag, the person's, stays).
    static func label(_ session: GameState.Session, detailed: Bool = true) -> [TextRun] {
        let accent = Theme.accent(session.kind, paused: session.isPaused)
        let word = session.isPaused
            ? Words.Game.paused : (session.kind == .break ? Words.Game.breakTime : (session.mode == .open ? Words.Game.countingUp : Words.Game.focus))
        let detail: String
        switch session.kind {
        case .focus: detail = session.tag == TagText.unsaid ? "" : session.tag
        case .break where !detailed: detail = ""
        case .break: detail = session.isPaused ? Words.Game.breakTime : (session.isLongBreak ? Words.Game.longRest : Words.Game.restYourEyes)
        }
        let state = TextRun(word, CellStyle(foreground: accent, bold: true))
        return detail.isEmpty ? [state] : [state, TextRun("  ·  ", Theme.muted), TextRun(detail, Theme.muted)]
    }

    static func hints(_ session: GameState.Session) -> KeyHints {
        // A tree planted together cannot be paused: the key only says so.
        var items: [(key: String, label: String)] = []
        if session.room == nil { items.append((Words.Keys.space, session.isPaused ? Words.Keys.resume : Words.Keys.pause)) }
        if session.mode == .open { items.append(("d", Words.Keys.done)) }
        if session.canExtend { items.append(("+", ExtendWords.defaultAmount)) }
        items += [
            ("g", session.kind == .focus ? Words.Keys.giveUp : Words.Keys.endBreak), ("q", Words.Keys.leave), ("f", Words.Keys.forest),
            ("?", Words.Keys.help),
        ]
        return KeyHints(items: items)
    }
}
