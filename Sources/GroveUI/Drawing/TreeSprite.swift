import GroveArt
import GroveCore
import GroveTerminal

/// A tree in one column, for the list of a day's sessions: the species' mark in
/// its colour, or a withered twig.
enum TreeSprite {
    /// One column: the species' mark (broadleaf trees share ♣, told apart by
    /// colour), or a withered twig.
    static func glyph(for tree: ForestTree) -> Character {
        guard tree.grown else { return "x" }
        switch tree.species {
        case "pine": return "▲"
        case "cherry": return "✿"
        case "cactus": return "ψ"
        case "willow": return "♠"
        case "palm": return "¥"
        default: return "♣"
        }
    }

    /// The mark's colour: the main colour of its species' sprite as drawn, dim
    /// for a tree grown at another speed.
    static func style(for tree: ForestTree) -> CellStyle {
        var style = CellStyle(bold: !tree.accelerated && tree.grown, dim: tree.accelerated)
        let sprite = ArtLibrary.sprite(tree.species, grown: tree.grown, size: .short)
            ?? ArtLibrary.sprite(TreeArt.fallbackSpecies, grown: tree.grown, size: .short)
        if let sprite, let colour = sprite.colour(at: sprite.width / 2, y: 1) {
            style.foreground = Theme.color(colour)
        }
        return style
    }
}
