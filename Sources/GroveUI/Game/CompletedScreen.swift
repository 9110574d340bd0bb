import GroveCore
import GroveWords

/// A tree has grown: the full tree, a word of praise, and the choice of a
/// break or a new tree.
enum CompletedScreen {
    static func blocks(_ outcome: GameState.Outcome, _ offer: GameState.BreakOffer?, _ layout: ScreenLayout) -> [ContentBlock] {
        var blocks: [ContentBlock] = []
        if let tree = layout.tree(outcome.species, stage: outcome.stage, seed: outcome.seed) {
            blocks += [.art(tree, .vivid), .gap]
        }
        blocks.append(.line([
            TextRun("✦  ", Theme.sparkle), TextRun(Words.Outcome.grown(species: outcome.species), Theme.strong),
            TextRun("  ✦", Theme.sparkle),
        ]))
        let amount = TimeText.amount(outcome.focusedSeconds)
        let focus = TextRun(Words.Outcome.focus(amount: amount) + TagText.suffix(outcome.tag), Theme.muted)
        let earned = outcome.achievements.isEmpty
            ? nil
            : TextRun(Words.Outcome.newAchievements(achievements: outcome.achievements.joined(separator: Words.Game.listSeparator)), Theme.message)
        guard layout.isLarge else {
            // One line left on the compact screen: an achievement says more than the minutes, and that they earned
            // nothing (at another speed, which earns no achievement either) more than both.
            let nothing = OtherSpeedWords.earnsNothing(outcome.speed).map {
                TextRun(Words.Outcome.focusEarningNothing(amount: amount, earnsNothing: $0), Theme.muted)
            }
            return blocks + [.line([nothing ?? earned ?? focus])]
        }
        blocks.append(.line([focus]))
        if let atSpeed = OtherSpeedWords.atSpeed(outcome.speed) { blocks.append(.line([TextRun(atSpeed, Theme.muted)])) }
        if let earned { blocks.append(.line([earned])) }
        var choices: [TextRun] = []
        if let offer {
            let take = offer.isLong ? Words.Outcome.takeLongBreak(count: offer.minutes) : Words.Outcome.takeBreak(count: offer.minutes)
            choices += [TextRun("b", Theme.key), TextRun(" " + take, Theme.muted), TextRun("     ")]
        }
        choices += [TextRun("n", Theme.key), TextRun(" " + Words.Outcome.plantNew, Theme.muted)]
        return blocks + [.gap, .line(choices)]
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
