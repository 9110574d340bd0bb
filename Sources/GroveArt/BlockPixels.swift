/// The pixels of block glyphs: each cell of half-block art is two pixels wide
/// and two high, and a block glyph fills some of the four.
public struct BlockPixels: Sendable, Equatable {
    public let topLeft: Bool
    public let topRight: Bool
    public let bottomLeft: Bool
    public let bottomRight: Bool

    public init(topLeft: Bool, topRight: Bool, bottomLeft: Bool, bottomRight: Bool) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    /// The pixels `glyph` fills, or nil for a glyph that is not a block (text, shades, lines).
    public static func of(_ glyph: Character) -> BlockPixels? {
        guard let bits = masks[glyph] else { return nil }
        return BlockPixels(bits: bits)
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

    /// The glyph of each set of bits, a space for none.
    private static let glyphs: [Unicode.Scalar] = {
        var table = [Unicode.Scalar](repeating: " ", count: 16)
        for (glyph, bits) in masks { table[bits] = glyph.unicodeScalars.first! }
        return table
    }()

    private init(bits: Int) {
        self.init(topLeft: bits & 8 != 0, topRight: bits & 4 != 0, bottomLeft: bits & 2 != 0, bottomRight: bits & 1 != 0)
    }

    private var bits: Int {
        (topLeft ? 8 : 0) | (topRight ? 4 : 0) | (bottomLeft ? 2 : 0) | (bottomRight ? 1 : 0)
    }

    /// The block glyph that fills these pixels, a space when none is filled.
    public var glyph: Unicode.Scalar { Self.glyphs[bits] }

    /// Whether the pixel at `column` and `row` (each 0 or 1) is filled.
    public func pixel(column: Int, row: Int) -> Bool {
        switch (column, row) {
        case (0, 0): topLeft
        case (1, 0): topRight
        case (0, 1): bottomLeft
        default: bottomRight
        }
    }
}
