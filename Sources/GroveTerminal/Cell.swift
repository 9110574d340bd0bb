import GroveText

/// One column of the screen: a single-column glyph and its style.
///
/// The glyph is stored as one `Unicode.Scalar` so that a cell is small and
/// comparing two frames is cheap.
public struct Cell: Equatable, Hashable, Sendable {
    /// The glyph drawn in this column.
    public let scalar: Unicode.Scalar
    /// How the glyph is drawn.
    public var style: CellStyle

    /// Shown in place of a glyph that is not exactly one column wide (wide, zero-width,
    /// or a control character), so that what follows it stays aligned and nothing
    /// can send an escape sequence through a frame.
    public static let replacement: Unicode.Scalar = "?"

    /// A space in the plain style.
    public static let blank = Cell(scalar: " ", style: .plain)

    /// Creates a cell from a scalar, replacing it if it is not one column wide.
    public init(scalar: Unicode.Scalar, style: CellStyle = .plain) {
        self.scalar = DisplayWidth.columns(of: scalar) == 1 ? scalar : Cell.replacement
        self.style = style
    }

    /// Creates a cell from a character: its first scalar, with any combining marks dropped.
    public init(_ character: Character, style: CellStyle = .plain) {
        self.init(scalar: character.unicodeScalars.first ?? " ", style: style)
    }

    /// The glyph as a character.
    public var character: Character { Character(scalar) }
}
