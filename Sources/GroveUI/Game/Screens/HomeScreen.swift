import GroveCore
import GroveText
import GroveWords

/// No session: the seed in its plot (or, once one is picked, the species to
/// plant, full grown), the length to plant, what will be planted.
enum HomeScreen {
    static func blocks(_ state: GameState, _ layout: ScreenLayout) -> [ContentBlock] {
        let plan = state.plan
        let countdown = TimeText.clock(Double(plan.minutes * 60))
        let choice = state.plannedChoice
        let lock = choice?.lockedBy
        let name = species(TreeName.plain(plan.species), picking: !state.species.isEmpty)
        let tag = [TextRun("  ·  ", Theme.muted), TextRun(plan.tag)]
        let room = state.pickedRoom.map { [TextRun("  ·  ", Theme.muted), TextRun(Words.Game.withRoom(room: $0), Theme.strong)] } ?? []
        // The tag gives way first where the room picked does not fit beside it.
        var what = [name + tag + room, name + room]
        var blocks: [ContentBlock] = [art(state, layout, locked: lock != nil), .gap]
        if layout.isLarge {
            blocks += [.bigDigits(countdown, Theme.digits, scale: layout.digitScale), .gap]
        } else {
            what = what.map { [TextRun(countdown, Theme.strong), TextRun("   ")] + $0 }
        }
        blocks.append(.line(firstFitting: what, width: layout.lineWidth))
        if let lock {
            // The whole condition when it fits, else just its name, else only that it is locked: never cut.
            let locked = TextRun(Words.Game.locked, Theme.strong)
            let lines = [lock.summary, lock.shortSummary].map { [locked, TextRun(" · " + $0, Theme.message)] } + [[locked]]
            blocks.append(.line(firstFitting: lines, width: layout.lineWidth))
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
        var items: [(key: String, label: String)] = [(Words.Keys.enter, Words.Keys.plant)]
        if let offer = state.breakOffer { items.append(("b", Words.Keys.breakMinutes(count: offer.minutes))) }
        items += [("o", Words.Keys.countUp), ("q", Words.Keys.quit), ("f", Words.Keys.forest)]
        if !state.rooms.isEmpty { items.append(("w", state.rooms.count == 1 ? Words.Keys.together : Words.Keys.room)) }
        // Dropped first when the line is short: the marks around the species' name and the help tell it too.
        if !state.species.isEmpty { items.append(("s", Words.Keys.species)) }
        items.append(("?", Words.Keys.help))
        return KeyHints(items: items)
    }
}
