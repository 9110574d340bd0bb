import GroveCore
import GroveText
import GroveWords

/// A tree has grown: the full tree, a word of praise, and the choice of a
/// break or a new tree.
enum CompletedScreen {
    static func blocks(_ outcome: GameState.Outcome, _ offer: GameState.BreakOffer?, _ layout: ScreenLayout) -> [ContentBlock] {
        var blocks: [ContentBlock] = []
        if let tree = layout.tree(outcome.species, stage: outcome.stage, seed: outcome.seed) {
            blocks += [.art(tree, .vivid), .gap]
        }
        let grown = TextRun(Words.Outcome.grown(species: TreeName.plain(outcome.species)), Theme.strong)
        blocks.append(.line(firstFitting: [[TextRun("✦  ", Theme.sparkle), grown, TextRun("  ✦", Theme.sparkle)], [grown]], width: layout.lineWidth))
        let amount = TimeText.amount(outcome.focusedSeconds)
        // In a git repository the focus names the project and its commits, and a tag that is the project is said once.
        let focusWords = outcome.project == nil
            ? Words.Outcome.focus(amount: amount)
            : ProjectWords.focus(outcome.focusedSeconds, project: outcome.project, commits: outcome.commits)
        let tagged = focusWords + (outcome.tag == outcome.project ? "" : TagText.suffix(outcome.tag))
        let focus = [[TextRun(tagged, Theme.muted)], [TextRun(focusWords, Theme.muted)]]
        let earned = outcome.achievements.isEmpty
            ? nil
            : TextRun(Words.Outcome.newAchievements(achievements: outcome.achievements.joined(separator: Words.Game.listSeparator)), Theme.message)
        guard layout.isLarge else {
            // One line left on the compact screen: an achievement says more than the minutes, and that they earned
            // nothing (at another speed, which earns no achievement either) more than both.
            let nothing = OtherSpeedWords.earnsNothing(outcome.speed).map {
                TextRun(Words.Outcome.focusEarningNothing(amount: amount, earnsNothing: $0), Theme.muted)
            }
            return blocks + [(nothing ?? earned).map { .line([$0]) } ?? .line(firstFitting: focus, width: layout.lineWidth)]
        }
        blocks.append(.line(firstFitting: focus, width: layout.lineWidth))
        if let pauses = InterruptionWords.lines(outcome.interruptions) {
            blocks.append(.line(firstFitting: pauses.map { [TextRun($0, Theme.muted)] }, width: layout.lineWidth))
        }
        if let atSpeed = OtherSpeedWords.atSpeed(outcome.speed) { blocks.append(.line([TextRun(atSpeed, Theme.muted)])) }
        if let earned { blocks.append(.line([earned])) }
        let plant = [TextRun("n", Theme.key), TextRun(" " + Words.Outcome.plantNew, Theme.muted)]
        guard let offer else { return blocks + [.gap, .line(plant)] }
        let take = offer.isLong ? Words.Outcome.takeLongBreak(count: offer.minutes) : Words.Outcome.takeBreak(count: offer.minutes)
        let rest = [TextRun("b", Theme.key), TextRun(" " + take, Theme.muted)]
        // Side by side, or one under the other where a longer language does not fit them in a row.
        let sideBySide = rest + [TextRun("     ")] + plant
        guard TextRun.columns(of: sideBySide) > layout.lineWidth else { return blocks + [.gap, .line(sideBySide)] }
        return blocks + [.gap, .line(rest), .line(plant)]
    }

    static func hints(_ offer: GameState.BreakOffer?, _ layout: ScreenLayout) -> KeyHints {
        var items: [(key: String, label: String)] = []
        if !layout.isLarge {
            if let offer { items.append(("b", Words.Keys.breakMinutes(count: offer.minutes))) }
            items.append(("n", Words.Keys.newTree))
        }
        items += [(Words.Keys.escape, Words.Keys.home), ("q", Words.Keys.quit), ("f", Words.Keys.forest), ("?", Words.Keys.help)]
        return KeyHints(items: items)
    }
}
