import GroveArt
import GroveTerminal

/// Where things go at a terminal size: the large layout from about 80×24 (huge art and double countdown from 120×40, huge
/// art doubled too from 160×54), the compact one down to the minimum, nothing below it.
struct ScreenLayout {
    /// The smallest terminal the game is usable in.
    static let minimum = TerminalSize(width: 40, height: 12)
    /// The smallest terminal that gets large art and the large countdown.
    static let large = TerminalSize(width: 48, height: 22)
    /// The smallest terminal that gets the huge art and the countdown twice as big.
    static let huge = TerminalSize(width: 120, height: 40)
    /// The smallest terminal that gets the huge art twice as big: room for its 80 × 40
    /// cells with the countdown, the bar and two lines under it.
    static let giant = TerminalSize(width: 160, height: 54)

    let size: TerminalSize
    let isLarge: Bool
    let artSize: ArtSize
    /// How many times the art is enlarged: 2 on a giant screen, else 1.
    let artScale: Int
    /// How many times the large countdown is enlarged.
    let digitScale: Int
    /// The trees already made, when the one drawing keeps them.
    let art: TreeArtMemo?

    /// The layout for `size`, or nil when it is below the minimum.
    init?(_ size: TerminalSize, art: TreeArtMemo? = nil) {
        guard size.width >= Self.minimum.width, size.height >= Self.minimum.height else { return nil }
        func fits(_ least: TerminalSize) -> Bool { size.width >= least.width && size.height >= least.height }
        self.size = size
        self.art = art
        isLarge = fits(Self.large)
        artSize = fits(Self.huge) ? .huge : (isLarge ? .large : .small)
        artScale = fits(Self.giant) ? 2 : 1
        digitScale = fits(Self.huge) ? 2 : 1
    }

    /// A scene of the art library as this size draws it.
    func scene(_ scene: TreeArt.Scene) -> ArtPiece {
        TreeArt.scene(scene, size: artSize, scale: artScale, memo: art)
    }

    /// The tree of `species` at `stage` (nil: withered) as this size draws it, varied by `seed`.
    func tree(_ species: String, stage: Int?, seed: UInt64?) -> ArtPiece? {
        TreeArt.tree(species, stage: stage, size: artSize, scale: artScale, seed: seed, memo: art)
    }

    /// The row of the name and the speed.
    var headerRow: Int { 0 }
    var messageRow: Int { size.height - 2 }
    var hintsRow: Int { size.height - 1 }
    /// The rows between the header and the message.
    var contentRows: Range<Int> { 1..<(size.height - 2) }
    /// The columns a line of text may take, a column kept free on each side.
    var lineWidth: Int { size.width - 2 }
    var barWidth: Int { isLarge ? min(44 * artScale, size.width - 20) : min(30, size.width - 8) }
}

/// One part of a screen's middle column, stacked top to bottom and centred.
enum ContentBlock: Equatable {
    case art(ArtPiece, ArtLook)
    case gap
    case bigDigits(String, CellStyle, scale: Int)
    case line([TextRun])
    case bar(ProgressBar, color: TerminalColor, dimmed: Bool)
    /// The members of a planting together side by side.
    case members(TogetherRow)

    /// The first of `lines` whose runs fit `width` columns, as a line: a longer language gives way to a shorter form
    /// rather than being cut. The last when none fits.
    static func line(firstFitting lines: [[TextRun]], width: Int) -> ContentBlock {
        .line(lines.first { TextRun.columns(of: $0) <= width } ?? lines.last ?? [])
    }

    var height: Int {
        switch self {
        case .art(let piece, _): piece.height
        case .members(let row): row.height
        case .bigDigits(_, _, let scale): BigDigits.font(scale: scale).height
        case .gap, .line, .bar: 1
        }
    }
}

extension Frame {
    /// Draws `blocks` one under the other, centred vertically within `rows`.
    /// Returns the row just below the last block.
    @discardableResult
    mutating func stack(_ blocks: [ContentBlock], in rows: Range<Int>) -> Int {
        var y = rows.lowerBound + max(0, (rows.count - blocks.reduce(0) { $0 + $1.height }) / 2)
        for block in blocks {
            draw(block, y: y)
            y += block.height
        }
        return y
    }

    /// Draws one block of a stack with its top row at `y`; it draws on its own rows only.
    mutating func draw(_ block: ContentBlock, y: Int) {
        switch block {
        case .art(let piece, let look): drawCentered(piece, y: y, look: look)
        case .gap: break
        case .bigDigits(let text, let style, let scale): putBigDigits(text, y: y, style: style, font: .font(scale: scale))
        case .line(let runs): putCentered(runs, y: y)
        case .bar(let bar, let color, let dimmed): putBar(bar, y: y, color: color, dimmed: dimmed)
        case .members(let row): draw(row, y: y)
        }
    }
}
