import GroveArt
import Testing

/// Art enlarged pixel by pixel, as the forest's front rows and the game's art on a giant screen draw it.
@Suite("art enlarged")
struct ArtScalingTests {
    /// Each quarter-cell pixel of `piece`, row by row, as true or false.
    static func pixels(_ piece: ArtPiece) -> [[Bool]] {
        piece.glyphCells.flatMap { row in
            [0, 1].map { pixelRow in
                row.flatMap { glyph in
                    let block = BlockPixels.of(Character(glyph)) ?? .empty
                    return [block.pixel(column: 0, row: pixelRow), block.pixel(column: 1, row: pixelRow)]
                }
            }
        }
    }

    @Test(arguments: [2, 3, 4])
    func everyPixelBecomesASquareOfPixels(factor: Int) throws {
        for species in ArtLibrary.species {
            for grown in [true, false] {
                let sprite = try #require(ArtLibrary.sprite(species, grown: grown, size: .long))
                let scaled = sprite.scaled(by: factor)
                #expect(scaled.width == sprite.width * factor && scaled.height == sprite.height * factor)
                let small = Self.pixels(sprite)
                let large = Self.pixels(scaled)
                for (y, row) in large.enumerated() {
                    for (x, filled) in row.enumerated() {
                        #expect(filled == small[y / factor][x / factor], "\(species) ×\(factor) at \(x),\(y)")
                    }
                }
                // Each filled cell keeps a colour of the art it came from.
                for y in 0..<scaled.height {
                    for x in 0..<scaled.width where scaled.glyph(at: x, y: y) != " " {
                        #expect(scaled.colour(at: x, y: y) != nil, "\(species) ×\(factor) at \(x),\(y)")
                    }
                }
            }
        }
    }

    @Test func aGlyphThatIsNoBlockIsKeptOnce() {
        let seed = ArtLibrary.seedArt(size: .huge)
        let marks = { (piece: ArtPiece) in piece.glyphs.joined().filter { "*.',".contains($0) }.count }
        #expect(marks(seed) > 0)
        #expect(marks(seed.scaled(by: 2)) == marks(seed))
    }
}
