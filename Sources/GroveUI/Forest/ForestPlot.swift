import GroveArt
import GroveCore
import GroveTerminal

/// A plot of land with trees, like a day in the Forest app: rows one behind another, front first in planting order, each
/// further back higher and smaller, the front enlarged where there is room; a view's plots share one perspective so grounds
/// line up. What does not fit stands closer or counts as "+N". Layouts are tried on footprints: only drawn trees are varied.
enum ForestPlot {
    static let groundGlyph = "▀"
    static let soil = CellStyle(foreground: .rgb(121, 82, 52))
    static let darkSoil = CellStyle(foreground: .rgb(86, 58, 38))
    /// Written into the ground under a tree planted together: one column, legible without colour.
    static let togetherMark = "∞"
    /// Under a tree recorded with `grove log`: written in afterwards.
    static let loggedMark = "✎"
    static let togetherStyle = CellStyle(foreground: .rgb(242, 204, 84), bold: true)
    /// The most a front row is enlarged: past it the pixels grow too coarse to read as trees.
    static let largestScale = 4

    /// How the trees of one row are drawn: their sprites' size (nil: each tree's own, long for
    /// a long session) and how many times each is enlarged.
    struct Depth: Equatable {
        var size: SpriteSize?
        var scale: Int

        static let tiny = Depth(size: .tiny, scale: 1)
        static let short = Depth(size: .short, scale: 1)
        static func natural(_ scale: Int) -> Depth { Depth(size: nil, scale: scale) }

        /// The rows between a row's ground and the top of its tallest possible tree.
        var height: Int { (size ?? .long).height * scale }

        func footprint(_ tree: ForestTree) -> (width: Int, height: Int) {
            let size = size ?? SpriteSize.of(focusedSeconds: tree.focusedSeconds)
            return (size.width * scale, size.height * scale)
        }

        func sprite(_ tree: ForestTree) -> ArtPiece? {
            TreeArt.sprite(for: tree, size: size)?.scaled(by: scale)
        }
    }

    /// The depth of every row of a plot, front to back.
    enum Perspective: Equatable {
        /// The front row enlarged `front` times, each row behind one step less, down to natural
        /// size, then tiny rows.
        case receding(front: Int)
        /// A row of short trees, then tiny rows: for a plot too small for long trees.
        case short
        case tiny
        /// Tiny trees each hiding a column of the one before, for a busy day on a small plot.
        case thicket

        /// The perspectives for a plot `height` rows high, from the roomiest. A front row never stands
        /// taller than half the plot, so trees grow with the screen rather than filling a small one.
        static func all(height: Int) -> [Perspective] {
            let front = min(largestScale, max(1, height / (2 * SpriteSize.long.height)))
            return stride(from: front, through: 1, by: -1).map { .receding(front: $0) } + [.short, .tiny, .thicket]
        }

        /// The rows drawn bigger than tiny, front first.
        var fullRows: Int {
            switch self {
            case .receding(let front): front
            case .short: 1
            case .tiny, .thicket: 0
            }
        }

        func depth(ofRow row: Int) -> Depth {
            switch self {
            case .receding(let front): row < front ? .natural(front - row) : .tiny
            case .short: row == 0 ? .short : .tiny
            case .tiny, .thicket: .tiny
            }
        }

        func gap(_ depth: Depth, width: Int) -> Int {
            if self == .thicket { return -1 }
            return width >= 11 ? depth.scale : 0
        }

        /// The row of each row's ground, front (the plot's last row) to back: about half of the trees
        /// behind show over those in front, or, `spreading` over rows to spare, more, front rows first.
        func groundRows(count: Int, height: Int, spreading: Bool = false) -> [Int] {
            var steps = (0..<max(0, count - 1)).map { row in
                let (front, back) = (depth(ofRow: row), depth(ofRow: row + 1))
                return max(2, front.height - back.height + (back.height + 1) / 2)
            }
            if spreading, count > 0 {
                var spare = height - 1 - steps.reduce(0, +) - depth(ofRow: count - 1).height
                for row in steps.indices where spare > 0 {
                    let more = min(spare, max(0, depth(ofRow: row).height + 1 - steps[row]))
                    steps[row] += more
                    spare -= more
                }
            }
            var rows = [height - 1]
            for step in steps { rows.append(rows[rows.count - 1] - step) }
            return Array(rows.prefix(count))
        }
    }

    /// Where each tree of a plot stands, relative to the plot's top-left corner.
    struct Layout {
        var perspective: Perspective
        var placed: [(tree: ForestTree, row: Int, depth: Depth, x: Int, height: Int)] = []
        var rows = 0
        /// Trees that found no room.
        var hidden = 0
    }

    /// The roomiest perspective in which every plot shows all its trees, if any, and the ground rows the busiest needs in it:
    /// every plot draws them, so a view's plots lie in one landscape.
    static func landscape(_ plots: [[ForestTree]], width: Int, height: Int) -> (perspective: Perspective?, grounds: Int) {
        perspectives: for perspective in Perspective.all(height: height) {
            var grounds: Int?
            // Each plot laid out once: the first that hides a tree rules the perspective out.
            for plot in plots {
                let placed = layout(plot, width: width, height: height, perspective: perspective)
                if placed.hidden > 0 { continue perspectives }
                grounds = max(grounds ?? placed.rows, placed.rows)
            }
            return (perspective, grounds ?? 1)
        }
        return (nil, 1)
    }

    /// The rows, ground included, a plot `width` wide needs to show every tree at natural size,
    /// each row whole above the one in front.
    static func preferredHeight(trees: [ForestTree], width: Int) -> Int {
        let perspective = Perspective.receding(front: 1)
        let rows = max(1, fill(trees, width: width, perspective: perspective).rows.count)
        return (0..<rows).reduce(0) { $0 + perspective.depth(ofRow: $1).height + 1 }
    }

    /// Places `trees` in `perspective`, else in the roomiest that shows them all (or most). `deep` spreads them over every
    /// row bigger than tiny, so a lone plot on a tall screen (a day) is a landscape in depth, not one row under an empty sky.
    static func layout(
        _ trees: [ForestTree], width: Int, height: Int, perspective: Perspective? = nil, deep: Bool = false
    ) -> Layout {
        if let perspective { return place(trees, width: width, height: height, perspective: perspective) }
        var best: Layout?
        for perspective in Perspective.all(height: height) {
            if deep, perspective.fullRows > 1, trees.count > 1 {
                let perRow = (trees.count + perspective.fullRows - 1) / perspective.fullRows
                let layout = place(trees, width: width, height: height, perspective: perspective, perRow: perRow)
                if layout.hidden == 0 { return layout }
            }
            let layout = place(trees, width: width, height: height, perspective: perspective)
            if layout.hidden == 0 { return layout }
            if layout.hidden < best?.hidden ?? .max { best = layout }
        }
        return best ?? Layout(perspective: .thicket)
    }

    /// Draws `trees` on the plot at (`x`, `y`) and returns them as placed. `perspective` and `grounds`
    /// (the least rows of ground) come from `landscape`; `label` (a day's number) starts the front ground.
    @discardableResult
    static func draw(
        _ trees: [ForestTree], into frame: inout Frame, x: Int, y: Int, width: Int, height: Int,
        perspective: Perspective? = nil, grounds: Int = 1, spreading: Bool = true, deep: Bool = false, label: [TextRun] = []
    ) -> [PlacedTree] {
        guard width > 0, height > 1 else { return [] }
        let layout = layout(trees, width: width, height: height, perspective: perspective, deep: deep)
        let groundRows = layout.perspective.groundRows(count: max(grounds, layout.rows), height: height, spreading: spreading)
        var placed: [PlacedTree] = []
        // Back to front, so each row hides the ground and the foot of the row behind it.
        for (row, ground) in groundRows.enumerated().reversed() where ground >= 0 {
            for column in 0..<width {
                let dark = row > 0 || (x + column) % 5 == 2
                frame.put(groundGlyph, x: x + column, y: y + ground, style: dark ? darkSoil : soil)
            }
            for item in layout.placed where item.row == row {
                guard let sprite = item.depth.sprite(item.tree) else { continue }
                let top = y + ground - item.height
                frame.draw(sprite, x: x + item.x, y: top, look: item.tree.accelerated ? .faded : .vivid)
                if !item.tree.with.isEmpty {
                    frame.put(togetherMark, x: x + item.x + sprite.width / 2, y: y + ground, style: togetherStyle)
                }
                if item.tree.logged { frame.put(loggedMark, x: x + item.x + sprite.width / 2, y: y + ground, style: togetherStyle) }
                placed.append(PlacedTree(tree: item.tree, x: x + item.x, y: top, sprite: sprite))
            }
        }
        var column = x
        for run in label where column < x + width {
            column = frame.put(Frame.fitted(run.text, width: x + width - column), x: column, y: y + height - 1, style: run.style)
        }
        let more = "+\(layout.hidden)"
        // Written into the ground, where it hides no tree, a column after the label: where the plot
        // is too narrow for both, the label (the day) matters more.
        if layout.hidden > 0, column - x + (label.isEmpty ? 0 : 1) + more.count <= width {
            frame.put(more, x: x + width - more.count, y: y + height - 1, style: ForestScreen.labelStyle)
        }
        return placed
    }

    private typealias Item = (index: Int, width: Int, height: Int)

    /// Fills rows front to back in planting order, as many trees a row as `width` holds at
    /// the row's depth, and at most `perRow`; `tooWide` counts the trees no row can hold.
    private static func fill(
        _ trees: [ForestTree], width: Int, perspective: Perspective, perRow: Int = .max
    ) -> (rows: [[Item]], tooWide: Int) {
        var rows: [[Item]] = []
        var current: [Item] = []
        var used = 0
        var tooWide = 0
        for (index, tree) in trees.enumerated() {
            var depth = perspective.depth(ofRow: rows.count)
            var (treeWidth, treeHeight) = depth.footprint(tree)
            let gap = perspective.gap(depth, width: width)
            if !current.isEmpty, used + gap + treeWidth > width || current.count >= perRow {
                rows.append(current)
                current = []
                used = 0
                depth = perspective.depth(ofRow: rows.count)
                (treeWidth, treeHeight) = depth.footprint(tree)
            }
            guard treeWidth <= width else {
                tooWide += 1
                continue
            }
            used += (current.isEmpty ? 0 : perspective.gap(depth, width: width)) + treeWidth
            current.append((index, treeWidth, treeHeight))
        }
        if !current.isEmpty { rows.append(current) }
        return (rows, tooWide)
    }

    /// Fills rows front to back, centring each row; a row whose trees would reach over the
    /// top of the plot is hidden.
    private static func place(
        _ trees: [ForestTree], width: Int, height: Int, perspective: Perspective, perRow: Int = .max
    ) -> Layout {
        let (rows, tooWide) = fill(trees, width: width, perspective: perspective, perRow: perRow)
        var layout = Layout(perspective: perspective, hidden: tooWide)
        let grounds = perspective.groundRows(count: rows.count, height: height)
        for (index, row) in rows.enumerated() {
            let ground = grounds[index]
            guard row.allSatisfy({ ground - $0.height >= 0 }) else {
                layout.hidden += row.count
                continue
            }
            layout.rows = index + 1
            let depth = perspective.depth(ofRow: index)
            let gap = perspective.gap(depth, width: width)
            let rowWidth = row.reduce(0) { $0 + $1.width } + gap * (row.count - 1)
            // Rows behind are nudged sideways, so the trees behind show between those in front.
            let nudge = index % 2 == 1 ? min(2 * depth.scale, width - rowWidth) : 0
            var column = max(0, (width - rowWidth) / 2) + max(0, nudge)
            if column + rowWidth > width { column = max(0, width - rowWidth) }
            for item in row {
                layout.placed.append((trees[item.index], index, depth, column, item.height))
                column += item.width + gap
            }
        }
        return layout
    }
}
