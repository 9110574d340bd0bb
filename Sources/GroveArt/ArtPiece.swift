/// One picture: a grid of single-column glyphs with a colour for each cell.
public struct ArtPiece: Sendable, Equatable {
    /// The number of terminal columns of every row.
    public let width: Int
    /// The number of rows; the last one is the ground.
    public let height: Int
    /// `height` rows of exactly `width` glyphs each, every one a single Unicode scalar a single
    /// terminal column wide (the art compiler checks it), so cells are scalars.
    public let glyphCells: [[Unicode.Scalar]]
    /// The colour layer, the same shape: each byte is an ASCII key of `ArtLibrary.palette`,
    /// and a space means the terminal's default colour.
    let colourLetters: [[UInt8]]
    private let colourCells: [[ArtColour?]]

    /// The glyph layer as text, a row a string.
    public var glyphs: [String] { glyphCells.map { String(String.UnicodeScalarView($0)) } }
    /// The colour layer as text, a row a string.
    public var colours: [String] { colourLetters.map { String(decoding: $0, as: UTF8.self) } }

    /// Creates a piece from its two layers; the art compiler has checked that
    /// they have the same shape and that every colour letter is in `palette`.
    init(glyphs: [String], colours: [String], palette: [Character: ArtColour]) {
        glyphCells = glyphs.map { Array($0.unicodeScalars) }
        colourLetters = colours.map { Array($0.utf8) }
        colourCells = colours.map { row in row.map { palette[$0] } }
        height = glyphs.count
        width = glyphCells.first?.count ?? 0
    }

    /// Creates a piece made at run time from cells in ``ArtLibrary/palette``'s colours: a
    /// varied or doubled tree, which a forest makes by the hundred, so nothing is split or hashed.
    init(glyphCells: [[Unicode.Scalar]], colourLetters: [[UInt8]]) {
        self.glyphCells = glyphCells
        self.colourLetters = colourLetters
        colourCells = colourLetters.map { row in row.map { $0 < 128 ? Self.libraryColours[Int($0)] : nil } }
        height = glyphCells.count
        width = glyphCells.first?.count ?? 0
    }

    /// The colour of each ASCII letter of ``ArtLibrary/palette``.
    private static let libraryColours: [ArtColour?] = {
        var table = [ArtColour?](repeating: nil, count: 128)
        for (letter, colour) in ArtLibrary.palette {
            if let code = letter.asciiValue { table[Int(code)] = colour }
        }
        return table
    }()

    /// The glyph at column `x` of row `y`, or a space outside the piece.
    public func glyph(at x: Int, y: Int) -> Character {
        guard glyphCells.indices.contains(y), glyphCells[y].indices.contains(x) else { return " " }
        return Character(glyphCells[y][x])
    }

    /// The colour of the cell at column `x` of row `y`, or `nil` for the
    /// terminal's default colour (and outside the piece).
    public func colour(at x: Int, y: Int) -> ArtColour? {
        guard colourCells.indices.contains(y), colourCells[y].indices.contains(x) else { return nil }
        return colourCells[y][x]
    }
}
