/// The pixels of block glyphs: each cell of half-block art is two pixels wide
/// and two high, and a block glyph fills some of the four.
public struct BlockPixels: Sendable, Equatable {
    /// Top-left, top-right, bottom-left and bottom-right as the bits 8, 4, 2 and 1.
    let bits: Int

    /// The pixels `glyph` fills, or nil for a glyph that is not a block (text, shades, lines).
    public static func of(_ glyph: Character) -> BlockPixels? {
        masks[glyph].map(BlockPixels.init(bits:))
    }

    public static let empty = BlockPixels(bits: 0)

    private static let masks: [Character: Int] = [
        "▘": 8, "▝": 4, "▖": 2, "▗": 1, "▀": 12, "▄": 3, "▌": 10, "▐": 5, "▚": 9, "▞": 6,
        "▛": 14, "▜": 13, "▙": 11, "▟": 7, "█": 15,
    ]

    /// The glyph of each set of bits, a space for none.
    private static let glyphs: [Unicode.Scalar] = (0..<16).map { bits in
        masks.first { $0.value == bits }?.key.unicodeScalars.first ?? " "
    }

    /// The block glyph that fills these pixels, a space when none is filled.
    public var glyph: Unicode.Scalar { Self.glyphs[bits] }

    /// Whether the pixel at `column` and `row` (each 0 or 1) is filled.
    public func pixel(column: Int, row: Int) -> Bool {
        bits & (8 >> (row * 2 + column)) != 0
    }
}
