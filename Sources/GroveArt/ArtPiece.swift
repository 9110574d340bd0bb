/// One picture: a grid of single-column glyphs with a colour for each cell.
///
/// Its layers live in one shared object: the live screen copies and compares the
/// tree it shows every second, and one reference is cheaper to copy than six fields.
public struct ArtPiece: Sendable, Equatable {
    private final class Layers: Sendable {
        let glyphs: [String]
        let colours: [String]
        let glyphCells: [[Character]]
        let colourCells: [[ArtColour?]]

        init(glyphs: [String], colours: [String], palette: [Character: ArtColour]) {
            self.glyphs = glyphs
            self.colours = colours
            glyphCells = glyphs.map(Array.init)
            colourCells = colours.map { row in row.map { palette[$0] } }
        }
    }

    private let layers: Layers

    /// Creates a piece from its two layers; the art compiler has checked that
    /// they have the same shape and that every colour letter is in `palette`.
    init(glyphs: [String], colours: [String], palette: [Character: ArtColour]) {
        layers = Layers(glyphs: glyphs, colours: colours, palette: palette)
    }

    /// The number of terminal columns of every row.
    public var width: Int { layers.glyphCells.first?.count ?? 0 }
    /// The number of rows; the last one is the ground.
    public var height: Int { layers.glyphs.count }
    /// `height` rows of exactly `width` characters each, every one a single terminal column wide.
    public var glyphs: [String] { layers.glyphs }
    /// The colour layer, the same shape as `glyphs`: each character is a key of
    /// `ArtLibrary.palette`, and a space means the terminal's default colour.
    public var colours: [String] { layers.colours }

    /// Pieces are equal when they draw the same glyphs in the same colours.
    public static func == (lhs: ArtPiece, rhs: ArtPiece) -> Bool {
        lhs.layers === rhs.layers
            || (lhs.layers.glyphs == rhs.layers.glyphs && lhs.layers.colours == rhs.layers.colours
                && lhs.layers.colourCells == rhs.layers.colourCells)
    }

    /// The glyph at column `x` of row `y`, or a space outside the piece.
    public func glyph(at x: Int, y: Int) -> Character {
        guard layers.glyphCells.indices.contains(y), layers.glyphCells[y].indices.contains(x) else { return " " }
        return layers.glyphCells[y][x]
    }

    /// The colour of the cell at column `x` of row `y`, or `nil` for the
    /// terminal's default colour (and outside the piece).
    public func colour(at x: Int, y: Int) -> ArtColour? {
        guard layers.colourCells.indices.contains(y), layers.colourCells[y].indices.contains(x) else { return nil }
        return layers.colourCells[y][x]
    }
}
