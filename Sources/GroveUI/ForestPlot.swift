import GroveArt
import GroveCore
import GroveTerminal

/// A plot of land with trees standing on it, like a day in the Forest app: the
/// ground along the bottom row, the trees in rows behind one another, front
/// row first in planting order, each row a little higher and staggered.
///
/// A long session is a long sprite. Where there is room, every tree is drawn
/// twice as big; when the trees do not all fit, every tree becomes short, and
/// what still does not fit is counted as "+N" at the end of the ground.
enum ForestPlot {
    /// Rows between the feet of one row of trees and the next row behind it, at normal size.
    static let rowStep = 3
    /// The ground under every plot.
    static let groundGlyph = "▀"
    static let soil = CellStyle(foreground: .rgb(121, 82, 52))
    static let darkSoil = CellStyle(foreground: .rgb(86, 58, 38))

    /// A tree with its sprites, varied once for all the layouts a plot tries.
    struct Tree {
        let tree: ForestTree
        /// Long for a long session, else short.
        let natural: ArtPiece
        let short: ArtPiece
        /// The natural sprite twice as big.
        let big: ArtPiece
    }

    /// `trees` with their sprites (a species without art draws as the fallback species).
    static func trees(_ trees: [ForestTree]) -> [Tree] {
        trees.compactMap { tree in
            guard let natural = TreeArt.sprite(for: tree) else { return nil }
            let short = natural.width == SpriteSize.short.width ? natural : TreeArt.sprite(for: tree, size: .short) ?? natural
            return Tree(tree: tree, natural: natural, short: short, big: natural.doubled)
        }
    }

    /// Where each tree of a plot stands, relative to the plot's top-left corner.
    struct Layout {
        var placed: [(tree: ForestTree, sprite: ArtPiece, x: Int, y: Int)] = []
        /// Trees that found no room.
        var hidden = 0
    }

    /// The rows a plot needs to show `trees` at normal size at `width` without hiding one, ground included.
    static func preferredHeight(trees: [Tree], width: Int) -> Int {
        let sprites = trees.map { ($0.tree, $0.natural) }
        for rows in 1...max(1, trees.count)
        where place(sprites, width: width, height: height(rows: rows), step: rowStep).hidden == 0 {
            return height(rows: rows)
        }
        return height(rows: max(1, trees.count))
    }

    /// The height of a plot with `rows` rows of trees, ground included.
    static func height(rows: Int) -> Int {
        SpriteSize.long.height + (rows - 1) * rowStep + 1
    }

    /// Places `trees` on a plot of `width` × `height`, ground included.
    static func layout(_ trees: [Tree], width: Int, height: Int, allowsBig: Bool = true) -> Layout {
        if allowsBig, !trees.isEmpty {
            let big = place(trees.map { ($0.tree, $0.big) }, width: width, height: height, step: rowStep * 2)
            if big.hidden == 0 { return big }
        }
        let full = place(trees.map { ($0.tree, $0.natural) }, width: width, height: height, step: rowStep)
        guard full.hidden > 0 else { return full }
        let short = trees.map { ($0.tree, $0.short) }
        let spaced = place(short, width: width, height: height, step: rowStep)
        guard spaced.hidden > 0 else { return spaced }
        // A thicket: the trees of a busy day stand closer, each half hiding the one before.
        let thicket = place(short, width: width, height: height, step: rowStep, gap: -2)
        return thicket.hidden < spaced.hidden ? thicket : spaced
    }

    /// Whether `trees` all fit twice as big on a plot of `width` × `height`.
    static func fitsBig(_ trees: [Tree], width: Int, height: Int) -> Bool {
        place(trees.map { ($0.tree, $0.big) }, width: width, height: height, step: rowStep * 2).hidden == 0
    }

    /// Draws `trees` on the plot at (`x`, `y`) and returns them as placed in the
    /// frame; `allowsBig` lets a view keep all its plots at one scale.
    @discardableResult
    static func draw(
        _ trees: [Tree], into frame: inout Frame, x: Int, y: Int, width: Int, height: Int, allowsBig: Bool = true
    ) -> [PlacedTree] {
        guard width > 0, height > 1 else { return [] }
        for column in 0..<width {
            let dark = (x + column) % 5 == 2
            frame.put(groundGlyph, x: x + column, y: y + height - 1, style: dark ? darkSoil : soil)
        }
        let layout = layout(trees, width: width, height: height, allowsBig: allowsBig)
        var placed: [PlacedTree] = []
        for item in layout.placed {
            frame.draw(item.sprite, x: x + item.x, y: y + item.y, look: item.tree.accelerated ? .faded : .vivid)
            placed.append(PlacedTree(
                tree: item.tree, x: x + item.x, y: y + item.y, width: item.sprite.width, height: item.sprite.height,
                sprite: item.sprite))
        }
        if layout.hidden > 0 {
            let more = "+\(layout.hidden)"
            // Written into the ground, where it hides no tree.
            frame.put(more, x: x + max(0, width - more.count), y: y + height - 1, style: ForestScreen.labelStyle)
        }
        return placed
    }

    /// Fills rows front to back, centring each row, the back rows drawn first.
    private static func place(
        _ sprites: [(ForestTree, ArtPiece)], width: Int, height: Int, step: Int, gap: Int? = nil
    ) -> Layout {
        let gap = gap ?? defaultGap(width)
        var rows: [[(ForestTree, ArtPiece)]] = []
        var current: [(ForestTree, ArtPiece)] = []
        var used = 0
        var hidden = 0
        for (tree, sprite) in sprites {
            let needed = used == 0 ? sprite.width : used + gap + sprite.width
            if needed <= width {
                current.append((tree, sprite))
                used = needed
                continue
            }
            if !current.isEmpty { rows.append(current) }
            current = sprite.width <= width ? [(tree, sprite)] : []
            used = current.isEmpty ? 0 : sprite.width
            if current.isEmpty { hidden += 1 }
        }
        if !current.isEmpty { rows.append(current) }
        var layout = Layout()
        for (index, row) in rows.enumerated().reversed() {
            let feet = height - 2 - index * step
            guard row.allSatisfy({ feet - $0.1.height + 1 >= 0 }) else {
                hidden += row.count
                continue
            }
            let rowWidth = row.reduce(0) { $0 + $1.1.width } + gap * (row.count - 1)
            // Rows behind are nudged sideways, so the trees behind show between those in front.
            let nudge = index % 2 == 1 ? min(2, width - rowWidth) : 0
            var column = max(0, (width - rowWidth) / 2) + max(0, nudge)
            if column + rowWidth > width { column = max(0, width - rowWidth) }
            for (tree, sprite) in row {
                layout.placed.append((tree, sprite, column, feet - sprite.height + 1))
                column += sprite.width + gap
            }
        }
        layout.hidden = hidden
        return layout
    }

    /// Columns between neighbours: none on a plot too narrow for a gap.
    private static func defaultGap(_ width: Int) -> Int { width >= 11 ? 1 : 0 }
}
