extension ArtPiece {
    /// The piece twice as wide and twice as high: every pixel of its block
    /// glyphs becomes a whole cell, so the picture keeps its proportions.
    /// Any other glyph fills its four cells.
    public var doubled: ArtPiece {
        var glyphRows: [String] = []
        var colourRows: [String] = []
        for (glyphs, colours) in zip(self.glyphs, self.colours) {
            var rows = [(glyphs: "", colours: ""), (glyphs: "", colours: "")]
            for (glyph, colour) in zip(glyphs, colours) {
                let pixels = glyph == " " ? BlockPixels.empty : (BlockPixels.of(glyph) ?? BlockPixels.full)
                for (_, row, filled) in pixels.all {
                    rows[row].glyphs.append(filled ? "█" : " ")
                    rows[row].colours.append(filled ? colour : " ")
                }
            }
            glyphRows += rows.map(\.glyphs)
            colourRows += rows.map(\.colours)
        }
        return ArtPiece(glyphs: glyphRows, colours: colourRows, palette: ArtLibrary.palette)
    }
}
