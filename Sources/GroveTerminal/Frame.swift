import GroveText

/// A full screen's worth of styled cells, built by a pure render function and
/// written to the terminal by `FrameWriter`.
public struct Frame: Equatable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The cells row after row, top row first, `width` to a row: one block of memory,
    /// so a frame drawn anew every second is one allocation, or none when drawn over.
    public private(set) var cells: [Cell]

    /// Creates a frame of the given size filled with one cell (blanks by default).
    /// Negative sizes are taken as 0, so a terminal reporting nonsense gives an empty frame.
    public init(width: Int, height: Int, filledWith cell: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: cell, count: self.width * self.height)
    }

    /// Calls `body` with row `y`'s cells to change them in place.
    private mutating func changeRow<Result>(_ y: Int, _ body: (UnsafeMutableBufferPointer<Cell>) -> Result) -> Result {
        let start = y * width, end = start + width
        return cells.withUnsafeMutableBufferPointer { all in body(UnsafeMutableBufferPointer(rebasing: all[start..<end])) }
    }

    /// Whether the position lies inside the frame.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// The cell at column `x`, row `y`; both must lie inside the frame.
    public subscript(x: Int, y: Int) -> Cell {
        get {
            precondition(contains(x: x, y: y), "cell (\(x), \(y)) outside a \(width)×\(height) frame")
            return cells[y * width + x]
        }
        set {
            precondition(contains(x: x, y: y), "cell (\(x), \(y)) outside a \(width)×\(height) frame")
            changeRow(y) { row in
                if newValue.isWide {
                    Self.placeWide(newValue, x: x, in: row)
                } else {
                    Self.place(newValue, x: x, in: row)
                }
            }
        }
    }

    /// Writes text from column `x` of row `y`, each character as wide as `DisplayWidth` says, clipped to the frame (a wide
    /// character cut by an edge shows blank). Returns the column after the text as if unclipped, so pieces of a line chain.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: CellStyle = .plain) -> Int {
        if DisplayWidth.isOneScalarPerCharacter(text) {
            // Most of a screen's text: walking scalars spares the grapheme breaking of Characters.
            return put(run: text.unicodeScalars.lazy.map { Cell(scalar: $0, style: style) }, x: x, y: y)
        }
        return put(run: text.lazy.map { Cell($0, style: style) }, x: x, y: y)
    }

    /// Writes cells one after another from column `x` of row `y`, clipped as `put(_:x:y:style:)` clips text, in one pass over
    /// the row (the countdown is redrawn every second). Returns the column after them as if unclipped.
    @discardableResult
    public mutating func put(cells: [Cell], x: Int, y: Int) -> Int {
        put(run: cells, x: x, y: y)
    }

    /// `put(cells:x:y:)` for any sequence of cells, specialised here for text and arrays.
    private mutating func put(run cells: some Sequence<Cell>, x: Int, y: Int) -> Int {
        guard y >= 0 && y < height else { return cells.reduce(x) { $0 + ($1.isWide ? 2 : 1) } }
        return changeRow(y) { row in
            var column = x
            for cell in cells {
                column = Self.put(cell, column: column, in: row)
            }
            return column
        }
    }

    /// Writes one cell of a run into `row`, clipped to it; returns the column after it.
    private static func put(_ cell: Cell, column: Int, in row: UnsafeMutableBufferPointer<Cell>) -> Int {
        guard cell.isWide else {
            if column >= 0 && column < row.count { place(cell, x: column, in: row) }
            return column + 1
        }
        if column >= 0 && column + 1 < row.count {
            placeWide(cell, x: column, in: row)
        } else {
            // Cut by an edge: the half inside the row shows as a blank.
            let visible = column >= 0 ? column : column + 1
            if visible >= 0 && visible < row.count { place(Cell(" ", style: cell.style), x: visible, in: row) }
        }
        return column + 2
    }

    /// Sets a wide glyph and its continuation; one that would overhang the right edge is a blank.
    private static func placeWide(_ cell: Cell, x: Int, in row: UnsafeMutableBufferPointer<Cell>) {
        guard x + 1 < row.count else { return place(Cell(" ", style: cell.style), x: x, in: row) }
        place(cell, x: x, in: row)
        place(.continuation(cell.style), x: x + 1, in: row)
    }

    /// Sets one cell, blanking the other half of any wide glyph it overwrites, so that
    /// a wide glyph and its continuation always stand together.
    private static func place(_ cell: Cell, x: Int, in row: UnsafeMutableBufferPointer<Cell>) {
        let old = row[x]
        if old.isWide, x + 1 < row.count { row[x + 1] = .blank }
        if old.isContinuation, !cell.isContinuation, x > 0 { row[x - 1] = .blank }
        row[x] = cell
    }

    /// Sets every cell of a rectangle, clipped to the frame, to one character and style.
    public mutating func fill(
        x: Int, y: Int, width fillWidth: Int, height fillHeight: Int,
        with character: Character = " ", style: CellStyle = .plain
    ) {
        let cell = Cell(character, style: style)
        let left = max(0, x), right = min(width, x + max(0, fillWidth))
        let top = max(0, y), bottom = min(height, y + max(0, fillHeight))
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            changeRow(row) { cells in
                // The halves of wide glyphs cut by the rectangle's sides go with it.
                Self.place(cell, x: left, in: cells)
                Self.place(cell, x: right - 1, in: cells)
                UnsafeMutableBufferPointer(rebasing: cells[left..<right]).update(repeating: cell)
            }
        }
    }

    /// Sets every cell of the frame to one character and style.
    public mutating func fill(with character: Character = " ", style: CellStyle = .plain) {
        let cell = Cell(character, style: style)
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: cell) }
    }

    /// The text of one row, without its style and without trailing spaces.
    public func rowText(_ y: Int) -> String {
        guard y >= 0 && y < height else { return "" }
        var scalars = String.UnicodeScalarView()
        let row = cells[y * width..<(y + 1) * width]
        let end = row.lastIndex(where: { $0.scalar != " " }).map { $0 + 1 } ?? row.startIndex
        for cell in row[row.startIndex..<end] where !cell.isContinuation {
            scalars.append(cell.scalar)
        }
        return String(scalars)
    }

    /// The frame as text: rows joined by newlines, trailing spaces trimmed per row.
    /// Tests compare frames this way.
    public func plainText() -> String {
        (0..<height).map(rowText).joined(separator: "\n")
    }
}
