extension ArtPiece {
    /// The piece twice as wide and twice as high: every pixel of its block
    /// glyphs becomes a whole cell, so the picture keeps its proportions.
    /// Any other glyph fills its four cells.
    public var doubled: ArtPiece {
        var glyphRows: [[Unicode.Scalar]] = []
        var colourRows: [[UInt8]] = []
        for (glyphs, colours) in zip(glyphCells, colourLetters) {
            var rows = [(glyphs: [Unicode.Scalar](), colours: [UInt8]()), (glyphs: [Unicode.Scalar](), colours: [UInt8]())]
            for (glyph, colour) in zip(glyphs, colours) {
                let pixels = glyph == " " ? BlockPixels.empty : (BlockPixels.of(Character(glyph)) ?? BlockPixels.full)
                for (_, row, filled) in pixels.all {
                    rows[row].glyphs.append(filled ? "█" : " ")
                    rows[row].colours.append(filled ? colour : UInt8(ascii: " "))
                }
            }
            glyphRows += rows.map(\.glyphs)
            colourRows += rows.map(\.colours)
        }
        return ArtPiece(glyphCells: glyphRows, colourLetters: colourRows)
    }
}
