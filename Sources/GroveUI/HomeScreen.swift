import GroveArt
import GroveCore

/// No session: the seed in its plot, the length to plant, what will be planted.
enum HomeScreen {
    static func blocks(_ state: GameState, _ layout: ScreenLayout) -> [ContentBlock] {
        let plan = state.plan
        let countdown = Countdown.text(Double(plan.minutes * 60))
        let seed = ContentBlock.art(ArtLibrary.seed(size: layout.artSize), .vivid)
        let what = [TextRun(plan.species), TextRun("  ·  ", Theme.muted), TextRun(plan.tag)]
        if layout.isLarge {
            return [seed, .gap, .bigDigits(countdown, Theme.digits), .gap, .line(what)]
        }
        return [seed, .gap, .line([TextRun(countdown, Theme.strong), TextRun("   ")] + what)]
    }

    static func hints(_ state: GameState) -> KeyHints {
        var items: [(key: String, label: String)] = [("enter", "plant")]
        if let offer = state.breakOffer { items.append(("b", "\(offer.minutes)-min break")) }
        items += [("o", "count up"), ("q", "quit"), ("f", "forest"), ("?", "help")]
        return KeyHints(items: items)
    }
}
