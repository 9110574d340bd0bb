import GroveCore
import GroveText

/// No session: the seed in its plot (or, once one is picked, the species to
/// plant, full grown), the length to plant, what will be planted.
enum HomeScreen {
    static func blocks(_ state: GameState, _ layout: ScreenLayout) -> [ContentBlock] {
        let plan = state.plan
        let countdown = TimeText.clock(Double(plan.minutes * 60))
        let choice = state.plannedChoice
        let lock = choice?.lockedBy
        var what = species(plan.species, picking: !state.species.isEmpty) + [TextRun("  ·  ", Theme.muted), TextRun(plan.tag)]
        if let room = state.pickedRoom { what += [TextRun("  ·  ", Theme.muted), TextRun("with " + room, Theme.strong)] }
        var blocks: [ContentBlock] = [art(state, layout, locked: lock != nil), .gap]
        if layout.isLarge {
            blocks += [.bigDigits(countdown, Theme.digits, scale: layout.digitScale), .gap, .line(what)]
        } else {
            blocks.append(.line([TextRun(countdown, Theme.strong), TextRun("   ")] + what))
        }
        if let lock {
            // The whole condition when it fits, else just its name: never cut.
            let fits = DisplayWidth.columns(of: "locked · " + lock.summary) <= layout.size.width - 2
            let unlock = fits ? lock.summary : lock.shortSummary
            blocks.append(.line([TextRun("locked", Theme.strong), TextRun(" · " + unlock, Theme.message)]))
        }
        return blocks
    }

    /// The seed; after a pick, the picked species full grown, faded while it is locked.
    private static func art(_ state: GameState, _ layout: ScreenLayout, locked: Bool) -> ContentBlock {
        guard let picked = state.pickedSpecies, let tree = layout.tree(picked, stage: TreeStage.count, seed: nil) else {
            return .art(layout.scene(.seed), .vivid)
        }
        return .art(tree, locked ? .faded : .vivid)
    }

    /// The species' name, between the marks of the keys that change it when there is a choice.
    private static func species(_ name: String, picking: Bool) -> [TextRun] {
        picking ? [TextRun("‹ ", Theme.muted), TextRun(name), TextRun(" ›", Theme.muted)] : [TextRun(name)]
    }

    static func hints(_ state: GameState) -> KeyHints {
        var items: [(key: String, label: String)] = [("enter", "plant")]
        if let offer = state.breakOffer { items.append(("b", "\(offer.minutes)-min break")) }
        items += [("o", "count up"), ("q", "quit"), ("f", "forest")]
        if !state.rooms.isEmpty { items.append(("w", state.rooms.count == 1 ? "together" : "room")) }
        // Dropped first when the line is short: the marks around the species' name and the help tell it too.
        if !state.species.isEmpty { items.append(("s", "species")) }
        items.append(("?", "help"))
        return KeyHints(items: items)
    }
}
