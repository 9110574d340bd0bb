import GroveCore

/// A tree has grown: the full tree, a word of praise, and the choice of a
/// break or a new tree.
enum CompletedScreen {
    static func blocks(_ outcome: GameState.Outcome, _ offer: GameState.BreakOffer?, _ layout: ScreenLayout) -> [ContentBlock] {
        var blocks: [ContentBlock] = []
        if let tree = layout.tree(outcome.species, stage: outcome.stage, seed: outcome.seed) {
            blocks += [.art(tree, .vivid), .gap]
        }
        blocks.append(.line([
            TextRun("✦  ", Theme.sparkle), TextRun("Your \(outcome.species) has grown", Theme.strong), TextRun("  ✦", Theme.sparkle),
        ]))
        let amount = TimeText.amount(outcome.focusedSeconds)
        let focus = TextRun(
            ProjectWords.focus(outcome.focusedSeconds, project: outcome.project, commits: outcome.commits)
                + (outcome.tag == outcome.project ? "" : TagText.suffix(outcome.tag)), Theme.muted)
        let earned = outcome.achievements.isEmpty
            ? nil : TextRun("new: " + outcome.achievements.joined(separator: ", "), Theme.message)
        guard layout.isLarge else {
            // One line left on the compact screen: an achievement says more than the minutes, and that they earned
            // nothing (at another speed, which earns no achievement either) more than both.
            let nothing = OtherSpeedWords.earnsNothing(outcome.speed).map { TextRun("\(amount) · \($0)", Theme.muted) }
            return blocks + [.line([nothing ?? earned ?? focus])]
        }
        blocks.append(.line([focus]))
        if let pauses = InterruptionWords.line(outcome.interruptions) { blocks.append(.line([TextRun(pauses, Theme.muted)])) }
        if let atSpeed = OtherSpeedWords.atSpeed(outcome.speed) { blocks.append(.line([TextRun(atSpeed, Theme.muted)])) }
        if let earned { blocks.append(.line([earned])) }
        var choices: [TextRun] = []
        if let offer {
            choices += [
                TextRun("b", Theme.key), TextRun(" take a \(offer.minutes)-minute \(offer.isLong ? "long " : "")break", Theme.muted),
                TextRun("     "),
            ]
        }
        choices += [TextRun("n", Theme.key), TextRun(" plant a new tree", Theme.muted)]
        return blocks + [.gap, .line(choices)]
    }

    static func hints(_ offer: GameState.BreakOffer?, _ layout: ScreenLayout) -> KeyHints {
        var items: [(key: String, label: String)] = []
        if !layout.isLarge {
            if let offer { items.append(("b", "\(offer.minutes)-min break")) }
            items.append(("n", "new tree"))
        }
        items += [("esc", "home"), ("q", "quit"), ("f", "forest"), ("?", "help")]
        return KeyHints(items: items)
    }
}
