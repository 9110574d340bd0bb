import GroveText

/// One column of the screen: a glyph and its style.
///
/// The glyph is stored as one `Unicode.Scalar` so that a cell is small and
/// comparing two frames is cheap. A wide glyph (East Asian, emoji) takes two
/// columns: its cell, then a `continuation` cell that draws nothing.
public struct Cell: Equatable, Hashable, Sendable {
    /// The glyph drawn in this column.
    public let scalar: Unicode.Scalar
    /// How the glyph is drawn.
    public var style: CellStyle

    /// Shown in place of a glyph that takes no column (zero-width, or a control
    /// character), so that what follows it stays aligned and nothing can send an
    /// escape sequence through a frame.
    public static let replacement: Unicode.Scalar = "?"

    /// A space in the plain style.
    public static let blank = Cell(scalar: " ", style: .plain)

    /// The right half of a wide glyph drawn in `style`; the terminal fills it when drawing the glyph.
    public static func continuation(_ style: CellStyle) -> Cell {
        Cell(raw: "\u{0}", style: style)
    }

    /// Creates a cell from a scalar, replacing it if it takes no column.
    public init(scalar: Unicode.Scalar, style: CellStyle = .plain) {
        self.scalar = DisplayWidth.columns(of: scalar) == 0 ? Cell.replacement : scalar
        self.style = style
    }

    private init(raw scalar: Unicode.Scalar, style: CellStyle) {
        self.scalar = scalar
        self.style = style
    }

    /// Whether the glyph takes two columns, this one and the continuation after it.
    public var isWide: Bool { DisplayWidth.columns(of: scalar) == 2 }

    public var isContinuation: Bool { scalar == "\u{0}" }

    /// Creates a cell from a character: its first scalar, with any combining marks dropped.
    public init(_ character: Character, style: CellStyle = .plain) {
        self.init(scalar: character.unicodeScalars.first ?? " ", style: style)
    }

    /// The glyph as a character.
    public var character: Character { Character(scalar) }
}
