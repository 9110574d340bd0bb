/// One picture: a grid of single-column glyphs with a colour for each cell.
public struct ArtPiece: Sendable, Equatable {
    /// The number of terminal columns of every row.
    public let width: Int
    /// The number of rows; the last one is the ground.
    public let height: Int
    /// `height` rows of exactly `width` characters each, every one a single terminal column wide.
    public let glyphs: [String]
    /// The colour layer, the same shape as `glyphs`: each character is a key of
    /// `ArtLibrary.palette`, and a space means the terminal's default colour.
    public let colours: [String]

    private let glyphCells: [[Character]]
    private let colourCells: [[ArtColour?]]

    /// Creates a piece from its two layers; the art compiler has checked that
    /// they have the same shape and that every colour letter is in `palette`.
    init(glyphs: [String], colours: [String], palette: [Character: ArtColour]) {
        self.glyphs = glyphs
        self.colours = colours
        glyphCells = glyphs.map(Array.init)
        colourCells = colours.map { row in row.map { palette[$0] } }
        height = glyphs.count
        width = glyphCells.first?.count ?? 0
    }

    /// The glyph at column `x` of row `y`, or a space outside the piece.
    public func glyph(at x: Int, y: Int) -> Character {
        guard glyphCells.indices.contains(y), glyphCells[y].indices.contains(x) else { return " " }
        return glyphCells[y][x]
    }

    /// The colour of the cell at column `x` of row `y`, or `nil` for the
    /// terminal's default colour (and outside the piece).
    public func colour(at x: Int, y: Int) -> ArtColour? {
        guard colourCells.indices.contains(y), colourCells[y].indices.contains(x) else { return nil }
        return colourCells[y][x]
    }
}
