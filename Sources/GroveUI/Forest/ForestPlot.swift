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
///
/// Layouts are tried on the trees' footprints alone (a size fixes a sprite's
/// canvas); only the trees finally drawn have their sprites varied.
enum ForestPlot {
    /// Rows between the feet of one row of trees and the next row behind it, at normal size.
    static let rowStep = 3
    /// The ground under every plot.
    static let groundGlyph = "▀"
    static let soil = CellStyle(foreground: .rgb(121, 82, 52))
    static let darkSoil = CellStyle(foreground: .rgb(86, 58, 38))

    /// How the trees of a plot are drawn.
    enum Scale {
        /// Each tree at its own size, twice as big.
        case big
        /// Each tree at its own size: long for a long session.
        case natural
        /// Every tree short.
        case short
    }

    /// Where each tree of a plot stands, relative to the plot's top-left corner.
    struct Layout {
        var scale = Scale.natural
        var placed: [(tree: ForestTree, x: Int, y: Int)] = []
        /// Trees that found no room.
        var hidden = 0
    }

    /// The rows a plot needs to show `trees` at normal size at `width` without hiding one, ground included.
    static func preferredHeight(trees: [ForestTree], width: Int) -> Int {
        // Each row of a plot this high has room for its trees, so the rows the trees fill are the rows it needs.
        let filled = rows(trees, scale: .natural, width: width, gap: defaultGap(width))
        return height(rows: max(1, filled.tooWide == 0 ? filled.rows.count : trees.count))
    }

    /// The height of a plot with `rows` rows of trees, ground included.
    static func height(rows: Int) -> Int {
        SpriteSize.long.height + (rows - 1) * rowStep + 1
    }

    /// Places `trees` on a plot of `width` × `height`, ground included: big if
    /// allowed and all fit, else natural, else short, else as a thicket.
    static func layout(_ trees: [ForestTree], width: Int, height: Int, allowsBig: Bool = true) -> Layout {
        if allowsBig, fitsBig(trees, width: width, height: height) {
            return place(trees, scale: .big, width: width, height: height)
        }
        let natural = place(trees, scale: .natural, width: width, height: height)
        guard natural.hidden > 0 else { return natural }
        let spaced = place(trees, scale: .short, width: width, height: height)
        guard spaced.hidden > 0 else { return spaced }
        // A thicket: the trees of a busy day stand closer, each half hiding the one before.
        let thicket = place(trees, scale: .short, width: width, height: height, gap: -2)
        return thicket.hidden < spaced.hidden ? thicket : spaced
    }

    /// Whether `trees` (at least one) all fit twice as big on a plot of `width` × `height`.
    static func fitsBig(_ trees: [ForestTree], width: Int, height: Int) -> Bool {
        trees.isEmpty || place(trees, scale: .big, width: width, height: height).hidden == 0
    }

    /// Draws `trees` on the plot at (`x`, `y`) and returns them as placed in the
    /// frame; `allowsBig` lets a view keep all its plots at one scale.
    @discardableResult
    static func draw(
        _ trees: [ForestTree], into frame: inout Frame, x: Int, y: Int, width: Int, height: Int, allowsBig: Bool = true
    ) -> [PlacedTree] {
        guard width > 0, height > 1 else { return [] }
        for column in 0..<width {
            let dark = (x + column) % 5 == 2
            frame.put(groundGlyph, x: x + column, y: y + height - 1, style: dark ? darkSoil : soil)
        }
        let layout = layout(trees, width: width, height: height, allowsBig: allowsBig)
        var placed: [PlacedTree] = []
        for item in layout.placed {
            guard let sprite = sprite(item.tree, scale: layout.scale) else { continue }
            frame.draw(sprite, x: x + item.x, y: y + item.y, look: item.tree.accelerated ? .faded : .vivid)
            placed.append(PlacedTree(
                tree: item.tree, x: x + item.x, y: y + item.y, width: sprite.width, height: sprite.height, sprite: sprite))
        }
        if layout.hidden > 0 {
            let more = "+\(layout.hidden)"
            // Written into the ground, where it hides no tree.
            frame.put(more, x: x + max(0, width - more.count), y: y + height - 1, style: ForestScreen.labelStyle)
        }
        return placed
    }

    /// The varied sprite of `tree` at `scale`.
    private static func sprite(_ tree: ForestTree, scale: Scale) -> ArtPiece? {
        switch scale {
        case .big: TreeArt.sprite(for: tree)?.scaled(by: 2)
        case .natural: TreeArt.sprite(for: tree)
        case .short: TreeArt.sprite(for: tree, size: .short)
        }
    }

    /// The columns and rows `tree` covers at `scale`.
    private static func footprint(_ tree: ForestTree, scale: Scale) -> (width: Int, height: Int) {
        let size = scale == .short ? SpriteSize.short : SpriteSize.of(focusedSeconds: tree.focusedSeconds)
        let factor = scale == .big ? 2 : 1
        return (size.width * factor, size.height * factor)
    }

    /// A tree as a row holds it: its place in the plot's list and its footprint.
    private typealias Item = (index: Int, width: Int, height: Int)

    /// Fills rows front to back in planting order, as many trees a row as `width` holds;
    /// `tooWide` counts the trees no row can hold.
    private static func rows(_ trees: [ForestTree], scale: Scale, width: Int, gap: Int) -> (rows: [[Item]], tooWide: Int) {
        var rows: [[Item]] = []
        var current: [Item] = []
        var used = 0
        var tooWide = 0
        for (index, tree) in trees.enumerated() {
            let (treeWidth, treeHeight) = footprint(tree, scale: scale)
            let needed = used == 0 ? treeWidth : used + gap + treeWidth
            if needed <= width {
                current.append((index, treeWidth, treeHeight))
                used = needed
                continue
            }
            if !current.isEmpty { rows.append(current) }
            current = treeWidth <= width ? [(index, treeWidth, treeHeight)] : []
            used = current.isEmpty ? 0 : treeWidth
            if current.isEmpty { tooWide += 1 }
        }
        if !current.isEmpty { rows.append(current) }
        return (rows, tooWide)
    }

    /// Fills rows front to back, centring each row, the back rows drawn first.
    private static func place(_ trees: [ForestTree], scale: Scale, width: Int, height: Int, gap: Int? = nil) -> Layout {
        let gap = gap ?? defaultGap(width)
        let step = rowStep * (scale == .big ? 2 : 1)
        let (rows, tooWide) = rows(trees, scale: scale, width: width, gap: gap)
        var hidden = tooWide
        var layout = Layout(scale: scale)
        for (index, row) in rows.enumerated().reversed() {
            let feet = height - 2 - index * step
            guard row.allSatisfy({ feet - $0.height + 1 >= 0 }) else {
                hidden += row.count
                continue
            }
            let rowWidth = row.reduce(0) { $0 + $1.width } + gap * (row.count - 1)
            // Rows behind are nudged sideways, so the trees behind show between those in front.
            let nudge = index % 2 == 1 ? min(2, width - rowWidth) : 0
            var column = max(0, (width - rowWidth) / 2) + max(0, nudge)
            if column + rowWidth > width { column = max(0, width - rowWidth) }
            for item in row {
                layout.placed.append((trees[item.index], column, feet - item.height + 1))
                column += item.width + gap
            }
        }
        layout.hidden = hidden
        return layout
    }

    /// Columns between neighbours: none on a plot too narrow for a gap.
    private static func defaultGap(_ width: Int) -> Int { width >= 11 ? 1 : 0 }
}
