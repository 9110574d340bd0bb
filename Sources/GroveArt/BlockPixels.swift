/// The pixels of block glyphs: each cell of half-block art is two pixels wide
/// and two high, and a block glyph fills some of the four.
public struct BlockPixels: Sendable, Equatable {
    public let topLeft: Bool
    public let topRight: Bool
    public let bottomLeft: Bool
    public let bottomRight: Bool

    /// The pixels `glyph` fills, or nil for a glyph that is not a block (text, shades, lines).
    public static func of(_ glyph: Character) -> BlockPixels? {
        guard let bits = masks[glyph] else { return nil }
        return BlockPixels(topLeft: bits & 8 != 0, topRight: bits & 4 != 0, bottomLeft: bits & 2 != 0, bottomRight: bits & 1 != 0)
    }

    /// No pixel, as a blank.
    public static let empty = BlockPixels(topLeft: false, topRight: false, bottomLeft: false, bottomRight: false)
    /// All four pixels, as a full block.
    public static let full = BlockPixels(topLeft: true, topRight: true, bottomLeft: true, bottomRight: true)

    /// Top-left, top-right, bottom-left, bottom-right as the bits 8, 4, 2, 1.
    private static let masks: [Character: Int] = [
        "▘": 8, "▝": 4, "▖": 2, "▗": 1, "▀": 12, "▄": 3, "▌": 10, "▐": 5, "▚": 9, "▞": 6,
        "▛": 14, "▜": 13, "▙": 11, "▟": 7, "█": 15,
    ]

    /// The four pixels, row by row.
    public var all: [(column: Int, row: Int, filled: Bool)] {
        [(0, 0, topLeft), (1, 0, topRight), (0, 1, bottomLeft), (1, 1, bottomRight)]
    }
}
