import GroveCore
import GroveTerminal

/// Small trees for the forest: a one-column glyph for dense views and a 3×3
/// sprite for the day view, each varied by the session's seed so no two
/// neighbouring trees need look alike, and the same session always looks the same.
enum TreeSprite {
    /// One column: the species' mark, or a withered twig.
    static func glyph(for tree: ForestTree) -> Character {
        guard tree.grown else { return "x" }
        switch tree.species {
        case "pine": return "▲"
        case "cherry": return "✿"
        case "cactus": return "ψ"
        default: return "♣"
        }
    }

    /// Three rows of three columns, top to bottom.
    static func rows(for tree: ForestTree) -> [String] {
        let pick = { (options: [String], salt: UInt64) in options[Int((tree.seed >> salt) % UInt64(options.count))] }
        guard tree.grown else {
            return [pick(["   ", " ╷ ", "╷  "], 3), pick(["╲│╱", "╲ ╱", " ╲╱"], 7), " ┃ "]
        }
        switch tree.species {
        case "pine":
            return [pick([" ▲ ", " ▴ "], 3), pick(["▲▲▲", "◢█◣", "▟█▙"], 7), " ┃ "]
        case "cherry":
            return [pick(["▗▄▖", " ▄ ", "▗▄ "], 3), pick(["█▓█", "▓█▓", "███"], 7), " ╿ "]
        case "cactus":
            return [pick([" ▖ ", "   ", " ▗ "], 3), pick(["▐█▌", "▙█▟", "▐█▟"], 7), " █ "]
        default:
            return [pick([" ▄ ", "▗▄▖", " ▄▖"], 3), pick(["▟█▙", "███", "▐█▙"], 7), " ┃ "]
        }
    }

    /// The tree's colour: its species, a shade chosen by the seed; withered trees are brown.
    static func style(for tree: ForestTree) -> CellStyle {
        guard tree.grown else { return CellStyle(foreground: .rgb(139, 105, 70), dim: tree.accelerated) }
        let shades: [(UInt8, UInt8, UInt8)]
        switch tree.species {
        case "pine": shades = [(34, 110, 60), (46, 125, 72), (28, 96, 52)]
        case "cherry": shades = [(236, 130, 170), (244, 160, 190), (222, 110, 150)]
        case "cactus": shades = [(120, 170, 70), (140, 185, 80), (104, 150, 60)]
        default: shades = [(78, 160, 52), (96, 178, 64), (62, 140, 44)]
        }
        let shade = shades[Int((tree.seed >> 13) % UInt64(shades.count))]
        return CellStyle(foreground: .rgb(shade.0, shade.1, shade.2), bold: !tree.accelerated, dim: tree.accelerated)
    }
}
