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
        let countdown = Countdown.text(Double(session.remainingSeconds))
        let accent = Theme.accent(session.kind, paused: session.isPaused)
        let bar = ContentBlock.bar(progress: session.progress, color: accent, dimmed: session.isPaused)
        if layout.isLarge {
            blocks += [
                .bigDigits(countdown, session.isPaused ? Theme.frozenDigits : Theme.digits), .gap,
                bar, .line(label(session)),
            ]
        } else {
            let clock = TextRun(countdown, session.isPaused ? Theme.frozenDigits : Theme.strong)
            blocks += [.line([clock, TextRun("   ")] + label(session)), bar]
        }
        return blocks
    }

    /// "focus · writing", "paused · writing", "break · rest your eyes"; the
    /// default tag "focus" goes unsaid.
    static func label(_ session: GameState.Session) -> [TextRun] {
        let accent = Theme.accent(session.kind, paused: session.isPaused)
        let word = session.isPaused ? "paused" : (session.kind == .focus ? "focus" : "break")
        let detail: String
        switch session.kind {
        case .focus: detail = session.tag == TagText.unsaid ? "" : session.tag
        case .break: detail = session.isPaused ? "break" : (session.tag == "long-break" ? "a long rest" : "rest your eyes")
        }
        let state = TextRun(word, CellStyle(foreground: accent, bold: true))
        return detail.isEmpty ? [state] : [state, TextRun("  ·  ", Theme.muted), TextRun(detail, Theme.muted)]
    }

    static func hints(_ session: GameState.Session) -> KeyHints {
        KeyHints(items: [
            ("space", session.isPaused ? "resume" : "pause"),
            ("g", session.kind == .focus ? "give up" : "end break"),
            ("q", "leave"),
            ("f", "forest"),
            ("?", "help"),
        ])
    }
}
