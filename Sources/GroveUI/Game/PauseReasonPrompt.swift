import GroveCore
import GroveTerminal
import GroveText
import GroveWords

/// The small prompt `space` opens as it pauses a tree: what interrupted it, typed as one word (`call`, `colleague`). Enter
/// keeps the word (with none, the pause goes without a reason, as esc leaves it) and the tree stays paused; before any word,
/// `space` resumes it and a key no reason holds acts as on the paused tree.
enum PauseReasonPrompt {
    /// What `key` does while the prompt holds `text`; nil for a key no reason holds before any word is typed (`?`, `f`
    /// is a letter, but `?` is not): the prompt closes and the key does what it does on the paused tree.
    static func handle(_ state: GameState, text: String, _ key: Key) -> (GameState, [GameAction])? {
        var next = state
        switch key {
        case .enter:
            next.overlay = .none
            return (next, text.isEmpty ? [] : [.explainPause(text)])
        case .escape:
            next.overlay = .none
        case .backspace:
            next.overlay = .pauseReason(String(text.dropLast()))
        case .space where text.isEmpty:
            next.overlay = .none
            return (next, [.resume])
        case .space:
            next.overlay = .pauseReason(PauseReason.typed(" ", after: text) ?? text)
        case .character(let character):
            guard let typed = PauseReason.typed(character, after: text) else { return text.isEmpty ? nil : (state, []) }
            next.overlay = .pauseReason(typed)
        default:
            return text.isEmpty ? nil : (state, [])
        }
        return (next, [])
    }

    /// The prompt, boxed in the middle of the screen over the paused tree.
    static func draw(_ text: String, into frame: inout Frame, _ layout: ScreenLayout) {
        let question = Words.Interruption.promptQuestion
        let hint = Words.Interruption.promptHint
        let field = "› " + text + "▏"
        let widest = [question, hint, field].map { DisplayWidth.columns(of: $0) }.max() ?? 0
        let width = min(layout.size.width, max(widest, SessionLabel.maximumLength + 3) + 6)
        let height = 6
        let x = (layout.size.width - width) / 2
        let y = max(0, (layout.size.height - height) / 2)
        frame.putBox(x: x, y: y, width: width, height: height)
        frame.putCentered([TextRun(question, Theme.strong)], y: y + 1)
        frame.put(field, x: x + 3, y: y + 2, style: Theme.key)
        frame.putCentered([TextRun(hint, Theme.muted)], y: y + 4)
    }
}

extension GameState.Overlay {
    /// Whether it is the prompt for a pause's reason, whatever is typed in it.
    var isPauseReason: Bool {
        if case .pauseReason = self { return true }
        return false
    }
}
