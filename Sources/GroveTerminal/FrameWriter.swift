/// Turns a sequence of frames into the fewest bytes that keep the terminal showing
/// the latest one: only changed cells are written, the cursor is moved only when it
/// is not already in place, and the pen (SGR) is changed only when the style differs.
///
/// The writer assumes it is the only thing drawing on the screen; after anything else
/// has written to it (entering the screen, coming back from a suspend), call `invalidate()`.
public struct FrameWriter: Sendable {
    /// What the terminal shows as far as this writer knows, row by row: its own copy,
    /// changed in place, so that a frame changed in place stays the only owner of its rows.
    private var shown: [[Cell]] = []
    private var shownWidth = 0
    /// The version of the frame row each shown row was last written from.
    private var shownVersions: [UInt64] = []
    /// The capability the shown rows were written for; nil until a frame is written, and after `invalidate()`.
    private var shownCapability: ColorCapability?
    /// The latest pen changes written: each second the countdown's digits and bar change
    /// the pen the same few ways.
    private var penChanges: [PenChange] = []

    /// Creates a writer whose first frame is drawn in full.
    public init() {}

    /// Forgets what the terminal shows, so the next frame is drawn in full.
    public mutating func invalidate() {
        shownCapability = nil
    }

    /// The bytes that bring the terminal from the last frame to `frame`, which then
    /// becomes the last frame.
    ///
    /// The first frame, a change of size or capability, and the frame after
    /// `invalidate()` clear the screen and draw every cell that is not blank.
    /// The bytes end with the pen reset to plain, so whoever writes next starts clean.
    public mutating func update(to frame: Frame, capability: ColorCapability) -> [UInt8] {
        var output = Output(penChanges: penChanges)
        // Every update ends with a plain pen.
        output.pen = .plain
        if shownCapability != capability || shownWidth != frame.width || shown.count != frame.height {
            output.bytes.append(contentsOf: EscapeSequence.resetAndClear)
            output.cursor = (0, 0)
            shown = Array(repeating: Array(repeating: .blank, count: frame.width), count: frame.height)
            shownWidth = frame.width
            // No frame row has version 0: every row is looked at.
            shownVersions = Array(repeating: 0, count: frame.height)
            shownCapability = capability
        }
        // A row written from the same version has not changed since: its cells need no look.
        for row in 0..<frame.height where frame.rowVersions[row] != shownVersions[row] {
            // Of a row changed since the version written, only the columns written since.
            let changes = frame.rowChanges[row]
            let columns = changes.since == shownVersions[row] ? changes.columns : 0..<frame.width
            frame.rows[row].withUnsafeBufferPointer { new in
                shown[row].withUnsafeMutableBufferPointer { old in
                    // A continuation is drawn by the wide glyph before it, which changed with it.
                    for column in columns where new[column] != old[column] && !new[column].isContinuation {
                        output.write(new[column], column: column, row: row, rowCells: new, capability: capability)
                    }
                    _ = UnsafeMutableBufferPointer(rebasing: old[columns]).update(fromContentsOf: new[columns])
                }
            }
            shownVersions[row] = frame.rowVersions[row]
        }

        if let pen = output.pen, pen != .plain {
            output.bytes.append(contentsOf: EscapeSequence.plainPen)
        }
        penChanges = output.penChanges
        return output.bytes
    }
}

/// A change of the pen and its bytes.
private struct PenChange {
    let from: CellStyle?
    let to: CellStyle
    let bytes: [UInt8]
}

/// The bytes being built and what the terminal's cursor and pen will be after them.
private struct Output {
    var bytes: [UInt8] = []
    /// Where the next glyph will land; nil when unknown (at the start, or after the last column).
    var cursor: (column: Int, row: Int)?
    /// The style the terminal draws with; nil when unknown.
    var pen: CellStyle?
    /// The latest pen changes written, most recent first, to write again without working them out.
    var penChanges: [PenChange]
    /// How many pen changes are kept.
    static let keptPenChanges = 8

    init(penChanges: [PenChange]) {
        self.penChanges = penChanges
        bytes.reserveCapacity(256)
    }

    mutating func write(
        _ cell: Cell, column: Int, row: Int, rowCells: UnsafeBufferPointer<Cell>,
        capability: ColorCapability
    ) {
        let style = cell.style.adapted(to: capability)
        moveCursor(toColumn: column, row: row, rowCells: rowCells, capability: capability)
        if pen != style {
            if let change = penChanges.first(where: { $0.from == pen && $0.to == style }) {
                bytes.append(contentsOf: change.bytes)
            } else {
                let start = bytes.count
                EscapeSequence.appendPenChange(from: pen, to: style, to: &bytes)
                if penChanges.count == Self.keptPenChanges { penChanges.removeLast() }
                penChanges.insert(PenChange(from: pen, to: style, bytes: Array(bytes[start...])), at: 0)
            }
            pen = style
        }
        appendGlyph(cell.scalar)
        let next = column + (cell.isWide ? 2 : 1)
        cursor = next < rowCells.count ? (next, row) : nil
    }

    /// Moves the cursor by the cheapest way: nothing, redrawing the unchanged cells in
    /// between when they share the pen, a cursor-forward, or a full cursor position.
    private mutating func moveCursor(
        toColumn column: Int, row: Int, rowCells: UnsafeBufferPointer<Cell>,
        capability: ColorCapability
    ) {
        guard let cursor, cursor.row == row, cursor.column <= column else {
            EscapeSequence.appendMove(toColumn: column, row: row, to: &bytes)
            return
        }
        if cursor.column == column { return }
        let gap = column - cursor.column
        let forwardCost = EscapeSequence.forwardLength(gap)
        var redrawCost = 0
        for between in cursor.column..<column {
            let cell = rowCells[between]
            // Redrawing only narrow glyphs keeps the cursor count simple.
            guard cell.style.adapted(to: capability) == pen, !cell.isWide, !cell.isContinuation, redrawCost <= forwardCost else {
                redrawCost = Int.max
                break
            }
            redrawCost += cell.scalar.utf8.count
        }
        if redrawCost <= forwardCost {
            for between in cursor.column..<column {
                appendGlyph(rowCells[between].scalar)
            }
        } else {
            EscapeSequence.appendForward(gap, to: &bytes)
        }
    }

    private mutating func appendGlyph(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { bytes.append($0) }
    }
}
