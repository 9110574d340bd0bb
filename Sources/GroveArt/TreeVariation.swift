/// Makes every tree its own: a session's seed varies its species' art (same seed, same tree) by `Art/README.md`'s rules.
/// Only leaf cells change, and by their place, so a tree keeps its ground and its character from stage to stage.
public enum TreeVariation {
    /// The shade families of the palette, lightest first.
    static let shadeFamilies: [[Character]] = [
        ["l", "g", "G"],  // leaves
        ["n", "p", "P"],  // pine needles
        ["w", "k", "K"],  // cherry blossom
        ["c", "C", "D"],  // cactus
        ["t", "x", "X"],  // withered
        ["e", "E", "d"],  // birch leaves
        ["i", "j", "J"],  // willow
        ["O", "R", "M"],  // maple in autumn
        ["f", "F"],  // palm fronds
    ]

    /// Glyphs and their mirror images.
    private static let mirrored: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(Unicode.Scalar, Unicode.Scalar)] = [
            ("▌", "▐"), ("▘", "▝"), ("▖", "▗"), ("▛", "▜"), ("▙", "▟"), ("▚", "▞"), ("◢", "◣"), ("◤", "◥"),
            ("╱", "╲"), ("/", "\\"), ("(", ")"), ("<", ">"), ("[", "]"), ("{", "}"), ("╭", "╮"), ("╰", "╯"),
            ("┌", "┐"), ("└", "┘"), ("├", "┤"), ("←", "→"),
        ]
        return Dictionary(uniqueKeysWithValues: pairs + pairs.map { ($1, $0) })
    }()

    /// Colour letters are ASCII (the art compiler checks them against the palette), so the
    /// variation works on bytes: a forest of a busy month varies a few hundred trees.
    private typealias Letter = UInt8

    /// For each ASCII colour letter, its shade family and its place in it.
    private static let shades: [(family: [Letter], index: Int)?] = {
        var table = [(family: [Letter], index: Int)?](repeating: nil, count: 128)
        for family in shadeFamilies {
            let letters = family.map { Letter(ascii: $0.unicodeScalars.first!) }
            for (index, letter) in letters.enumerated() { table[Int(letter)] = (letters, index) }
        }
        return table
    }()

    /// Colours of blossom and fruit, which move among the leaves.
    private static let flowers: Set<Letter> = [Letter(ascii: "w"), Letter(ascii: "r")]
    private static let blank: Unicode.Scalar = " "

    /// `piece` as the tree of `seed` draws it. `keepsGround` leaves the last row
    /// (the ground of the big trees) exactly as drawn.
    public static func varied(_ piece: ArtPiece, seed: UInt64, keepsGround: Bool) -> ArtPiece {
        var glyphs = piece.glyphCells
        var colours = piece.colourLetters
        let rows = keepsGround ? max(0, glyphs.count - 1) : glyphs.count
        // Each rule but the flowers' keeps to its row.
        for row in 0..<rows {
            if seed & 1 == 1 {
                glyphs[row] = glyphs[row].reversed().map { mirrored[$0] ?? $0 }
                colours[row].reverse()
            }
            reshapeEdges(row: row, glyphs: &glyphs, colours: &colours, seed: seed)
            for column in colours[row].indices {
                guard let (family, index) = shade(of: colours[row][column]) else { continue }
                let roll = mix(seed, column, row, salt: 3)
                guard roll % 5 == 0 else { continue }
                let step = (roll >> 8) & 1 == 0 ? -1 : 1
                colours[row][column] = family[min(family.count - 1, max(0, index + step))]
            }
        }
        moveFlowers(rows: rows, glyphs: glyphs, colours: &colours, seed: seed)
        return ArtPiece(glyphCells: glyphs, colourLetters: colours)
    }

    /// Trims or grows the leftmost and rightmost leaf cell of `row`.
    private static func reshapeEdges(row: Int, glyphs: inout [[Unicode.Scalar]], colours: inout [[Letter]], seed: UInt64) {
        guard let left = glyphs[row].firstIndex(where: { $0 != blank }),
              let right = glyphs[row].lastIndex(where: { $0 != blank }), right > left
        else { return }
        for (edge, outward) in [(left, -1), (right, 1)] {
            guard shade(of: colours[row][edge]) != nil else { continue }
            let roll = mix(seed, edge, row, salt: 5) % 4
            let outside = edge + outward
            let glyph = glyphs[row][edge]
            if roll == 0, glyph == "█" {
                glyphs[row][edge] = (mix(seed, edge, row, salt: 7) & 1) == 0 ? "▀" : "▄"
            } else if roll == 1, glyph == "█" || glyph == "▀" || glyph == "▄",
                      glyphs[row].indices.contains(outside), glyphs[row][outside] == blank {
                // A quadrant on the side facing the crown, at the height of the half that is filled.
                let low = glyph == "▄" || (glyph == "█" && (mix(seed, edge, row, salt: 9) & 1) == 0)
                glyphs[row][outside] = outward < 0 ? (low ? "▗" : "▝") : (low ? "▖" : "▘")
                colours[row][outside] = colours[row][edge]
            }
        }
    }

    /// Each flower cell trades colours with a leaf cell next to it, chosen by the seed.
    private static func moveFlowers(rows: Int, glyphs: [[Unicode.Scalar]], colours: inout [[Letter]], seed: UInt64) {
        var found: [(column: Int, row: Int)] = []
        for row in 0..<rows {
            for column in colours[row].indices where flowers.contains(colours[row][column]) { found.append((column, row)) }
        }
        for flower in found {
            let roll = mix(seed, flower.column, flower.row, salt: 11)
            let column = flower.column + Int(roll % 3) - 1
            let row = flower.row + Int((roll >> 4) % 3) - 1
            guard row >= 0, row < rows, colours[row].indices.contains(column), glyphs[row][column] != blank,
                  !flowers.contains(colours[row][column]), shade(of: colours[row][column]) != nil else { continue }
            (colours[flower.row][flower.column], colours[row][column]) = (colours[row][column], colours[flower.row][flower.column])
        }
    }

    /// The shade family of a colour letter and its place in it.
    private static func shade(of letter: Letter) -> ([Letter], Int)? {
        letter < 128 ? shades[Int(letter)] : nil
    }

    /// A well-mixed number for one cell of one seed (SplitMix64), so neighbouring cells and seeds differ.
    static func mix(_ seed: UInt64, _ column: Int, _ row: Int, salt: UInt64) -> UInt64 {
        var z = seed &+ UInt64(truncatingIfNeeded: column) &* 0x9E37_79B9_7F4A_7C15
            &+ UInt64(truncatingIfNeeded: row) &* 0xC2B2_AE3D_27D4_EB4F &+ salt &* 0x1656_67B1_9E37_79F9
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
