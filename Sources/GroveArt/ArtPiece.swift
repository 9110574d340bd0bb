/// One picture: a grid of single-column glyphs with a colour per cell. Its layers share one object: the live screen copies
/// and compares its tree every second, and one reference is cheaper to copy than six fields.
public struct ArtPiece: Sendable, Equatable {
    private final class Layers: Sendable {
        let glyphCells: [[Unicode.Scalar]]
        let colourLetters: [[UInt8]]

        init(glyphCells: [[Unicode.Scalar]], colourLetters: [[UInt8]]) {
            self.glyphCells = glyphCells
            self.colourLetters = colourLetters
        }
    }

    private let layers: Layers

    /// A piece of the compiled art, a row of each layer a line.
    init(glyphs: String, colours: String) {
        self.init(
            glyphCells: glyphs.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) },
            colourLetters: colours.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) })
    }

    /// A piece from its cells in ``ArtLibrary/palette``'s colours: a varied or scaled tree, which a
    /// forest makes by the hundred, so nothing is split or hashed.
    init(glyphCells: [[Unicode.Scalar]], colourLetters: [[UInt8]]) {
        layers = Layers(glyphCells: glyphCells, colourLetters: colourLetters)
    }

    /// The colour of each ASCII letter of ``ArtLibrary/palette``.
    private static let libraryColours = (0..<128).map { ArtLibrary.palette[Character(Unicode.Scalar(UInt8($0)))] }

    public var width: Int { layers.glyphCells.first?.count ?? 0 }
    /// The last row is the ground.
    public var height: Int { layers.glyphCells.count }
    /// `height` rows of exactly `width` glyphs, each one Unicode scalar one terminal column wide
    /// (the art compiler checks it).
    public var glyphCells: [[Unicode.Scalar]] { layers.glyphCells }
    /// The colour layer, the same shape: each byte is an ASCII key of `ArtLibrary.palette`,
    /// and a space means the terminal's default colour.
    var colourLetters: [[UInt8]] { layers.colourLetters }
    /// The layers as text, a row a string.
    public var glyphs: [String] { layers.glyphCells.map { String(String.UnicodeScalarView($0)) } }
    public var colours: [String] { layers.colourLetters.map { String(decoding: $0, as: UTF8.self) } }

    /// Pieces are equal when they draw the same glyphs in the same colours.
    public static func == (lhs: ArtPiece, rhs: ArtPiece) -> Bool {
        lhs.layers === rhs.layers
            || (lhs.layers.glyphCells == rhs.layers.glyphCells && lhs.layers.colourLetters == rhs.layers.colourLetters)
    }

    /// The glyph at column `x` of row `y`, or a space outside the piece.
    public func glyph(at x: Int, y: Int) -> Character {
        guard layers.glyphCells.indices.contains(y), layers.glyphCells[y].indices.contains(x) else { return " " }
        return Character(layers.glyphCells[y][x])
    }

    /// The colour at column `x` of row `y`, or nil for the terminal's default (and outside the piece).
    public func colour(at x: Int, y: Int) -> ArtColour? {
        guard layers.colourLetters.indices.contains(y), layers.colourLetters[y].indices.contains(x) else { return nil }
        let letter = layers.colourLetters[y][x]
        return letter < 128 ? Self.libraryColours[Int(letter)] : nil
    }
}
