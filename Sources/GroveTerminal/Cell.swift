import GroveText

/// One screen column: a glyph, which is a whole grapheme cluster (a letter with its marks, a flag, a ZWJ emoji), and its
/// style. A glyph wider than a column is followed by `continuation` cells that draw nothing.
public struct Cell: Hashable, Sendable {
    /// The glyph and style as a frame keeps them: the glyph's scalar and columns, worked out once, when the cell is made,
    /// not each time a frame asks; for a cluster of several scalars only its columns, the cluster being `cluster`.
    var packed: PackedCell
    /// The glyph when it has several scalars: rare, so a frame keeps these aside and its cells stay small.
    let cluster: Character?

    /// Shown for a glyph that takes no column (zero-width, or a control character), so what follows stays aligned and no
    /// escape sequence can pass through a frame.
    public static let replacement: Unicode.Scalar = "?"

    public static let blank = Cell(scalar: " ", style: .plain)

    /// The right part of a wide glyph drawn in `style`; the terminal fills it when drawing the glyph.
    public static func continuation(_ style: CellStyle) -> Cell {
        Cell(packed: .continuation(style), cluster: nil)
    }

    /// Creates a cell from a scalar, replacing it if it takes no column.
    public init(scalar: Unicode.Scalar, style: CellStyle = .plain) {
        let columns = DisplayWidth.columns(of: scalar)
        let shown = columns == 0 ? Cell.replacement : scalar
        self.init(packed: PackedCell(glyph: shown.value | UInt32(max(1, columns)) << PackedCell.columnsShift, style: style), cluster: nil)
    }

    /// Creates a cell from a character, all its scalars, replacing it if it takes no column.
    public init(_ character: Character, style: CellStyle = .plain) {
        let scalars = character.unicodeScalars
        guard !scalars.isEmpty, scalars.index(after: scalars.startIndex) != scalars.endIndex else {
            self.init(scalar: scalars.first ?? " ", style: style)
            return
        }
        // A control character is a cluster of its own (CR LF two), so none hides in a cluster that takes columns.
        let columns = min(DisplayWidth.columns(of: character), Int(PackedCell.maximumColumns))
        guard columns > 0 else {
            self.init(scalar: Cell.replacement, style: style)
            return
        }
        let glyph = PackedCell.clusterFlag | UInt32(columns) << PackedCell.columnsShift
        self.init(packed: PackedCell(glyph: glyph, style: style), cluster: character)
    }

    init(packed: PackedCell, cluster: Character?) {
        self.packed = packed
        self.cluster = cluster
    }

    /// How the glyph is drawn.
    public var style: CellStyle {
        get { packed.style }
        set { packed.style = newValue }
    }

    /// The glyph drawn in this column; U+0000 for a continuation.
    public var character: Character { cluster ?? Character(packed.scalar) }

    /// The columns the glyph takes, this one and the continuations after it; 0 for a continuation.
    public var columns: Int { packed.columns }

    public var isContinuation: Bool { packed.isContinuation }
}
