import GroveArt
import GroveCore
import GroveTerminal

/// A tree in one column, for the list of a day's sessions: the species' mark in
/// its colour, or a withered twig.
enum TreeSprite {
    /// The mark of `species` (broadleaf trees share ♣, told apart by colour; one this grove does not know has it too),
    /// or a withered twig.
    static func glyph(_ species: String, grown: Bool) -> Character {
        guard grown else { return "x" }
        switch species {
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
        var style = style(tree.species, grown: tree.grown)
        style.bold = !tree.accelerated && tree.grown
        style.dim = tree.accelerated
        return style
    }

    /// The main colour of the sprite of `species`, grown or withered.
    static func style(_ species: String, grown: Bool) -> CellStyle {
        var style = CellStyle()
        let sprite = TreeArt.sprite(species, grown: grown, size: .short)
        if let sprite, let colour = sprite.colour(at: sprite.width / 2, y: 1) {
            style.foreground = Theme.color(colour)
        }
        return style
    }
}
