import GroveCore
import GroveTerminal
import GroveText
import GroveWords

/// A tree was given up: the withered tree as far as it grew and a short word, then home.
enum AbandonedScreen {
    static func blocks(_ outcome: GameState.Outcome, _ layout: ScreenLayout) -> [ContentBlock] {
        var blocks: [ContentBlock] = []
        // Full grown, it has its own withered look; younger, its stage dried to the same browns.
        let isFullGrown = outcome.stage >= TreeStage.count
        if let tree = layout.tree(outcome.species, stage: isFullGrown ? nil : outcome.stage, seed: outcome.seed) {
            blocks += [.art(tree, isFullGrown ? .vivid : .withered), .gap]
        }
        // The focus it kept, with its tag on a large screen; where that is too long, only that it stays in the forest.
        let stays = Words.Outcome.staysInForest
        let kept = outcome.focusedSeconds >= 60 ? Words.Outcome.focusKept(amount: TimeText.amount(outcome.focusedSeconds)) : stays
        let keptLines = (layout.isLarge ? [kept + TagText.suffix(outcome.tag)] : []) + [kept, stays]
        blocks += [
            .line([TextRun(headline(outcome, width: layout.lineWidth), Theme.withered)]),
            .line(firstFitting: keptLines.map { [TextRun($0, Theme.muted)] }, width: layout.lineWidth),
        ]
        if layout.isLarge, let pauses = InterruptionWords.lines(outcome.interruptions) {
            blocks.append(.line(firstFitting: pauses.map { [TextRun($0, Theme.muted)] }, width: layout.lineWidth))
        }
        let soon = Words.Outcome.backHomeSoon
        if layout.isLarge, DisplayWidth.columns(of: soon) <= layout.lineWidth {
            blocks += [.gap, .line([TextRun(soon, Theme.muted)])]
        }
        return blocks
    }

    /// "The oak withered.", or who withered it: "bo gave up: every tree in the planting withered."
    /// The name, from another person's file, is escaped and shortened so the line is never cut.
    static func headline(_ outcome: GameState.Outcome, width: Int) -> String {
        guard let name = outcome.gaveUp else { return Words.Outcome.withered(species: TreeName.plain(outcome.species)) }
        let long = RoomRules.witheredWords(by: name)
        if DisplayWidth.columns(of: long) <= width { return long }
        let rest = DisplayWidth.columns(of: Words.Outcome.gaveUpShort(name: ""))
        return Words.Outcome.gaveUpShort(name: Frame.fitted(PrintableText.escaped(name), width: max(1, width - rest)))
    }

    static var hints: KeyHints {
        KeyHints(items: [
            ("n", Words.Keys.newTree), (Words.Keys.escape, Words.Keys.home), ("q", Words.Keys.quit), ("f", Words.Keys.forest),
            ("?", Words.Keys.help),
        ])
    }
}
