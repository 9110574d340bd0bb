import GroveText

/// One screen column: a glyph, stored as one `Unicode.Scalar` so cells stay small and frames compare cheaply, and its
/// style. A wide glyph (East Asian, emoji) takes two columns: its cell, then a `continuation` cell that draws nothing.
public struct Cell: Equatable, Hashable, Sendable {
    /// The glyph's scalar value, with `wideFlag` set when it takes two columns: the
    /// width is worked out once, when the cell is made, not each time a frame asks.
    private let glyph: UInt32
    /// How the glyph is drawn.
    public var style: CellStyle

    /// Above every scalar value (they end at U+10FFFF).
    private static let wideFlag: UInt32 = 1 << 31

    /// Shown for a glyph that takes no column (zero-width, or a control character), so what follows stays aligned and no
    /// escape sequence can pass through a frame.
    public static let replacement: Unicode.Scalar = "?"

    public static let blank = Cell(scalar: " ", style: .plain)

    /// The right half of a wide glyph drawn in `style`; the terminal fills it when drawing the glyph.
    public static func continuation(_ style: CellStyle) -> Cell {
        Cell(glyph: 0, style: style)
    }

    /// Creates a cell from a scalar, replacing it if it takes no column.
    public init(scalar: Unicode.Scalar, style: CellStyle = .plain) {
        switch DisplayWidth.columns(of: scalar) {
        case 0: glyph = Cell.replacement.value
        case 2: glyph = scalar.value | Cell.wideFlag
        default: glyph = scalar.value
        }
        self.style = style
    }

    private init(glyph: UInt32, style: CellStyle) {
        self.glyph = glyph
        self.style = style
    }

    /// The glyph drawn in this column.
    public var scalar: Unicode.Scalar {
        // Made from a scalar, so always one; the replacement keeps the getter total.
        Unicode.Scalar(glyph & ~Cell.wideFlag) ?? Cell.replacement
    }

    /// Whether the glyph takes two columns, this one and the continuation after it.
    public var isWide: Bool { glyph & Cell.wideFlag != 0 }

    public var isContinuation: Bool { glyph == 0 }

    /// Creates a cell from a character: its first scalar, with any combining marks dropped.
    public init(_ character: Character, style: CellStyle = .plain) {
        self.init(scalar: character.unicodeScalars.first ?? " ", style: style)
    }

    /// The glyph as a character.
    public var character: Character { Character(scalar) }
}
