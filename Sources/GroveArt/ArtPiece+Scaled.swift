extension ArtPiece {
    /// The piece `factor` times as wide and high, each block-glyph pixel `factor` × `factor` (at 2 a whole cell); a cell
    /// mixing colours takes its first filled pixel's; any other glyph (grass, a star) is kept once, bottom left of its place.
    public func scaled(by factor: Int) -> ArtPiece {
        guard factor > 1 else { return self }
        let sourceGlyphs = glyphCells
        let sourceColours = colourLetters
        let blank = UInt8(ascii: " ")
        var glyphRows = [[Unicode.Scalar]](repeating: [], count: height * factor)
        var colourRows = [[UInt8]](repeating: [], count: height * factor)
        for row in 0..<height * factor {
            for column in 0..<width * factor {
                var bits = 0
                var colour = blank
                // The cell's four pixels, row by row, each read from the source pixel it enlarges.
                for (pixelColumn, pixelRow) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let x = (column * 2 + pixelColumn) / factor
                    let y = (row * 2 + pixelRow) / factor
                    let glyph = sourceGlyphs[y / 2][x / 2]
                    let filled = BlockPixels.of(Character(glyph))?.pixel(column: x % 2, row: y % 2) ?? false
                    bits = bits << 1 | (filled ? 1 : 0)
                    if filled, colour == blank { colour = sourceColours[y / 2][x / 2] }
                }
                glyphRows[row].append(BlockPixels(bits: bits).glyph)
                colourRows[row].append(colour)
            }
        }
        for (y, glyphs) in sourceGlyphs.enumerated() {
            for (x, glyph) in glyphs.enumerated() where glyph != " " && BlockPixels.of(Character(glyph)) == nil {
                glyphRows[y * factor + factor - 1][x * factor] = glyph
                colourRows[y * factor + factor - 1][x * factor] = sourceColours[y][x]
            }
        }
        return ArtPiece(glyphCells: glyphRows, colourLetters: colourRows)
    }
}
