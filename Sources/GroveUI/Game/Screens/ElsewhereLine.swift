import GroveCore
import GroveText
import GroveWords

/// A session growing elsewhere: "a pine is growing on laptop · 24:59 left", narrower "pine on laptop · 24:59"; past its
/// end "a pine ended on laptop · not yet synced" or "pine ended on laptop". Never cut: nothing when even that is too wide.
enum ElsewhereLine {
    /// The line for the first of `sessions` within `width` columns; nil when there is none or it cannot fit.
    static func text(_ sessions: [GameState.Elsewhere], width: Int) -> String? {
        guard let other = sessions.first else { return nil }
        return forms(of: other).first { DisplayWidth.columns(of: $0) <= width - 2 }
    }

    /// The line for `other`, long then short.
    private static func forms(of other: GameState.Elsewhere) -> [String] {
        // A data folder synchronised from elsewhere may hold anything: shown escaped.
        let device = PrintableText.escaped(other.device)
        let isTree = other.kind == .focus
        if other.hasEnded {
            return isTree
                ? [Words.Game.elsewhereEnded(tree: TreeName.withArticle(other.species), device: device),
                   Words.Game.elsewhereEndedShort(species: TreeName.plain(other.species), device: device)]
                : [Words.Game.elsewhereBreakEnded(device: device), Words.Game.elsewhereBreakEndedShort(device: device)]
        }
        let clock = TimeText.clock(Double(other.clockSeconds), mode: other.mode)
        let countsUp = other.mode == .open
        if other.isPaused {
            let long = countsUp
                ? Words.Game.elsewherePausedCountingUp(device: device, clock: clock) : Words.Game.elsewherePaused(device: device, clock: clock)
            return [long, Words.Game.elsewherePausedShort(device: device, clock: clock)]
        }
        guard isTree else {
            return [Words.Game.elsewhereBreak(device: device, clock: clock), Words.Game.elsewhereBreakShort(device: device, clock: clock)]
        }
        let tree = TreeName.withArticle(other.species)
        let long = countsUp
            ? Words.Game.elsewhereCountingUp(tree: tree, device: device, clock: clock)
            : Words.Game.elsewhereGrowing(tree: tree, device: device, clock: clock)
        return [long, Words.Game.elsewhereGrowingShort(species: TreeName.plain(other.species), device: device, clock: clock)]
    }
}
