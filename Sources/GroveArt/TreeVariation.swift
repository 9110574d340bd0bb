/// Makes every tree its own: a session's seed varies the art of its species,
/// on the game screen and in the forest alike, and the same seed always gives
/// the same tree. The rules, stated for artists in `Art/README.md`:
///
/// 1. **Mirroring**: half of the seeds draw the tree mirrored left to right.
/// 2. **Crown shape**: at the left and right edge of each row, a full leaf
///    cell may be trimmed to a half block, or a quadrant may grow beside it.
/// 3. **Leaf shades**: about one leaf cell in five is one shade lighter or
///    darker, within its family of shades in the palette.
/// 4. **Blossom and fruit**: each cell in a flower colour trades places with a
///    leaf cell next to it.
///
/// Only leaf cells (a colour of a shade family) change shape or shade: trunks,
/// soil and the ground row stay as drawn, so every stage of one session's tree
/// stands on the same ground, and a cell's variation depends on its place, so
/// the tree grows from stage to stage without changing its character.
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
    /// Colours of blossom and fruit, which move among the leaves.
    static let flowerColours: Set<Character> = ["w", "r"]

    /// Glyphs and their mirror images.
    private static let mirrored: [Character: Character] = {
        let pairs: [(Character, Character)] = [
            ("▌", "▐"), ("▘", "▝"), ("▖", "▗"), ("▛", "▜"), ("▙", "▟"), ("▚", "▞"), ("◢", "◣"), ("◤", "◥"),
            ("╱", "╲"), ("/", "\\"), ("(", ")"), ("<", ">"), ("[", "]"), ("{", "}"), ("╭", "╮"), ("╰", "╯"),
            ("┌", "┐"), ("└", "┘"), ("├", "┤"), ("←", "→"),
        ]
        var map: [Character: Character] = [:]
        for (left, right) in pairs {
            map[left] = right
            map[right] = left
        }
        return map
    }()

    /// `piece` as the tree of `seed` draws it. `keepsGround` leaves the last row
    /// (the ground of the big trees) exactly as drawn.
    public static func varied(_ piece: ArtPiece, seed: UInt64, keepsGround: Bool) -> ArtPiece {
        var glyphs = piece.glyphs.map(Array.init)
        var colours = piece.colours.map(Array.init)
        let rows = keepsGround ? max(0, glyphs.count - 1) : glyphs.count
        if seed & 1 == 1 {
            for row in 0..<rows {
                glyphs[row] = glyphs[row].reversed().map { mirrored[$0] ?? $0 }
                colours[row] = colours[row].reversed()
            }
        }
        for row in 0..<rows {
            reshapeEdges(row: row, glyphs: &glyphs, colours: &colours, seed: seed)
        }
        for row in 0..<rows {
            for column in colours[row].indices {
                guard let (family, index) = shade(of: colours[row][column]) else { continue }
                let roll = mix(seed, column, row, salt: 3)
                guard roll % 5 == 0 else { continue }
                let step = (roll >> 8) & 1 == 0 ? -1 : 1
                colours[row][column] = family[min(family.count - 1, max(0, index + step))]
            }
        }
        moveFlowers(rows: rows, glyphs: glyphs, colours: &colours, seed: seed)
        return ArtPiece(
            glyphs: glyphs.map { String($0) }, colours: colours.map { String($0) }, palette: ArtLibrary.palette)
    }

    /// Trims or grows the leftmost and rightmost leaf cell of `row`.
    private static func reshapeEdges(row: Int, glyphs: inout [[Character]], colours: inout [[Character]], seed: UInt64) {
        let filled = glyphs[row].indices.filter { glyphs[row][$0] != " " }
        guard let left = filled.first, let right = filled.last, right > left else { return }
        for (edge, outward) in [(left, -1), (right, 1)] {
            guard shade(of: colours[row][edge]) != nil else { continue }
            let roll = mix(seed, edge, row, salt: 5) % 4
            let outside = edge + outward
            let glyph = glyphs[row][edge]
            if roll == 0, glyph == "█" {
                glyphs[row][edge] = (mix(seed, edge, row, salt: 7) & 1) == 0 ? "▀" : "▄"
            } else if roll == 1, glyph == "█" || glyph == "▀" || glyph == "▄",
                      glyphs[row].indices.contains(outside), glyphs[row][outside] == " " {
                // A quadrant on the side facing the crown, at the height of the half that is filled.
                let low = glyph == "▄" || (glyph == "█" && (mix(seed, edge, row, salt: 9) & 1) == 0)
                glyphs[row][outside] = outward < 0 ? (low ? "▗" : "▝") : (low ? "▖" : "▘")
                colours[row][outside] = colours[row][edge]
            }
        }
    }

    /// Each flower cell trades colours with a leaf cell next to it, chosen by the seed.
    private static func moveFlowers(rows: Int, glyphs: [[Character]], colours: inout [[Character]], seed: UInt64) {
        let flowers = (0..<rows).flatMap { row in
            colours[row].indices.filter { flowerColours.contains(colours[row][$0]) }.map { (column: $0, row: row) }
        }
        for flower in flowers {
            let roll = mix(seed, flower.column, flower.row, salt: 11)
            let column = flower.column + Int(roll % 3) - 1
            let row = flower.row + Int((roll >> 4) % 3) - 1
            guard row >= 0, row < rows, colours[row].indices.contains(column), glyphs[row][column] != " ",
                  !flowerColours.contains(colours[row][column]), shade(of: colours[row][column]) != nil else { continue }
            (colours[flower.row][flower.column], colours[row][column]) = (colours[row][column], colours[flower.row][flower.column])
        }
    }

    /// The shade family of a colour letter and its place in it.
    private static func shade(of letter: Character) -> ([Character], Int)? {
        for family in shadeFamilies {
            if let index = family.firstIndex(of: letter) { return (family, index) }
        }
        return nil
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
