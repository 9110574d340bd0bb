import GroveCore

/// A tree was given up: the withered tree and a short word, then home.
enum AbandonedScreen {
    static func blocks(_ outcome: GameState.Outcome, _ layout: ScreenLayout) -> [ContentBlock] {
        var blocks: [ContentBlock] = []
        if let tree = layout.tree(outcome.species, stage: nil, seed: outcome.seed) {
            blocks += [.art(tree, .vivid), .gap]
        }
        let kept = outcome.focusedSeconds >= 60
            ? "\(TimeText.amount(outcome.focusedSeconds)) of focus kept in your forest"
            : "It stays in your forest"
        blocks += [
            .line([TextRun("The \(outcome.species) withered.", Theme.withered)]),
            .line([TextRun(layout.isLarge ? kept + TagText.suffix(outcome.tag) : kept, Theme.muted)]),
        ]
        if layout.isLarge {
            blocks += [.gap, .line([TextRun("back home in a moment", Theme.muted)])]
        }
        return blocks
    }

    static let hints = KeyHints(items: [("n", "new tree"), ("esc", "home"), ("q", "quit"), ("f", "forest"), ("?", "help")])
}
