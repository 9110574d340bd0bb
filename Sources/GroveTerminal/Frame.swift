import GroveText

/// A full screen's worth of styled cells, built by a pure render function and
/// written to the terminal by `FrameWriter`.
public struct Frame: Equatable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The cells, row by row.
    public private(set) var cells: [Cell]

    /// Creates a frame of the given size filled with one cell (blanks by default).
    /// Negative sizes are taken as 0, so a terminal reporting nonsense gives an empty frame.
    public init(width: Int, height: Int, filledWith cell: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: cell, count: self.width * self.height)
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
            if newValue.isWide {
                placeWide(newValue, x: x, y: y)
            } else {
                place(newValue, x: x, y: y)
            }
        }
    }

    /// Sets a wide glyph and its continuation; one that would overhang the right edge is a blank.
    private mutating func placeWide(_ cell: Cell, x: Int, y: Int) {
        guard x + 1 < width else { return place(Cell(" ", style: cell.style), x: x, y: y) }
        place(cell, x: x, y: y)
        place(.continuation(cell.style), x: x + 1, y: y)
    }

    /// Sets one cell, blanking the other half of any wide glyph it overwrites, so that
    /// a wide glyph and its continuation always stand together.
    private mutating func place(_ cell: Cell, x: Int, y: Int) {
        let index = y * width + x
        let old = cells[index]
        if old.isWide, x + 1 < width { cells[index + 1] = .blank }
        if old.isContinuation, !cell.isContinuation, x > 0 { cells[index - 1] = .blank }
        cells[index] = cell
    }

    /// Writes text from column `x` of row `y`, as many columns per character as
    /// `DisplayWidth` gives it, clipping whatever falls outside the frame (a wide
    /// character cut by an edge shows as a blank).
    ///
    /// - Returns: the column just after the text, as if nothing were clipped, so
    ///   that pieces of a line can be written one after the other.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: CellStyle = .plain) -> Int {
        var column = x
        let rowInside = y >= 0 && y < height
        if DisplayWidth.isOneScalarPerCharacter(text) {
            // Most of a screen's text: walking scalars spares the grapheme breaking of Characters.
            for scalar in text.unicodeScalars {
                column = put(Cell(scalar: scalar, style: style), column: column, y: y, rowInside: rowInside)
            }
        } else {
            for character in text {
                column = put(Cell(character, style: style), column: column, y: y, rowInside: rowInside)
            }
        }
        return column
    }

    /// Writes one cell of `put(_:x:y:style:)`'s text; returns the column after it.
    private mutating func put(_ cell: Cell, column: Int, y: Int, rowInside: Bool) -> Int {
        if cell.isWide {
            if rowInside && column >= 0 && column + 1 < width {
                placeWide(cell, x: column, y: y)
            } else if rowInside, let visible = [column, column + 1].first(where: { $0 >= 0 && $0 < width }) {
                place(Cell(" ", style: cell.style), x: visible, y: y)
            }
            return column + 2
        }
        if rowInside && column >= 0 && column < width { place(cell, x: column, y: y) }
        return column + 1
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
            // The halves of wide glyphs cut by the rectangle's sides go with it.
            place(cell, x: left, y: row)
            place(cell, x: right - 1, y: row)
            let start = row * width
            for column in left..<right {
                cells[start + column] = cell
            }
        }
    }

    /// Sets every cell of the frame to one character and style.
    public mutating func fill(with character: Character = " ", style: CellStyle = .plain) {
        fill(x: 0, y: 0, width: width, height: height, with: character, style: style)
    }

    /// The text of one row, without its style and without trailing spaces.
    public func rowText(_ y: Int) -> String {
        guard y >= 0 && y < height else { return "" }
        var scalars = String.UnicodeScalarView()
        let row = cells[(y * width)..<((y + 1) * width)]
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
