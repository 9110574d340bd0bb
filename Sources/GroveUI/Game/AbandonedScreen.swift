import GroveCore
import GroveTerminal
import GroveText

/// A tree was given up: the withered tree as far as it grew and a short word, then home.
enum AbandonedScreen {
    static func blocks(_ outcome: GameState.Outcome, _ layout: ScreenLayout) -> [ContentBlock] {
        var blocks: [ContentBlock] = []
        // Full grown, it has its own withered look; younger, its stage dried to the same browns.
        let isFullGrown = outcome.stage >= TreeStage.count
        if let tree = layout.tree(outcome.species, stage: isFullGrown ? nil : outcome.stage, seed: outcome.seed) {
            blocks += [.art(tree, isFullGrown ? .vivid : .withered), .gap]
        }
        let kept = outcome.focusedSeconds >= 60
            ? "\(TimeText.amount(outcome.focusedSeconds)) of focus kept in your forest"
            : "It stays in your forest"
        blocks += [
            .line([TextRun(headline(outcome, width: layout.size.width - 2), Theme.withered)]),
            .line([TextRun(layout.isLarge ? kept + TagText.suffix(outcome.tag) : kept, Theme.muted)]),
        ]
        if layout.isLarge {
            if let pauses = InterruptionWords.line(outcome.interruptions) { blocks.append(.line([TextRun(pauses, Theme.muted)])) }
            blocks += [.gap, .line([TextRun("back home in a moment", Theme.muted)])]
        }
        return blocks
    }

    /// "The oak withered.", or who withered it: "bo gave up: every tree in the planting withered."
    /// The name, from another person's file, is escaped and shortened so the line is never cut.
    static func headline(_ outcome: GameState.Outcome, width: Int) -> String {
        guard let name = outcome.gaveUp else { return "The \(outcome.species) withered." }
        let long = RoomRules.witheredWords(by: name)
        if DisplayWidth.columns(of: long) <= width { return long }
        let rest = " gave up: the trees withered."
        return Frame.fitted(PrintableText.escaped(name), width: max(1, width - rest.count)) + rest
    }

    static let hints = KeyHints(items: [("n", "new tree"), ("esc", "home"), ("q", "quit"), ("f", "forest"), ("?", "help")])
}
