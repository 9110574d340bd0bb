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
    private(set) var cells: [PackedCell]
    /// The glyphs of several scalars the cells point to, in the order they were put: few, and
    /// forgotten when the whole frame is filled.
    private(set) var clusters: [Character] = []

    /// Creates a frame of the given size filled with one cell (blanks by default).
    /// Negative sizes are taken as 0, so a terminal reporting nonsense gives an empty frame.
    public init(width: Int, height: Int, filledWith cell: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        // Empty until the fill's cell is packed, which may keep its cluster aside.
        cells = []
        cells = Array(repeating: packed(cell), count: self.width * self.height)
    }

    /// Frames are equal when they show the same cells, whatever clusters they were once given.
    public static func == (left: Frame, right: Frame) -> Bool {
        guard left.width == right.width, left.height == right.height else { return false }
        if left.clusters == right.clusters { return left.cells == right.cells }
        return left.cells.indices.allSatisfy { left.showsSame(at: $0, as: right) }
    }

    /// Whether the cell at `index` (counted row after row) shows what `other`'s there shows.
    func showsSame(at index: Int, as other: Frame) -> Bool {
        let cell = cells[index], otherCell = other.cells[index]
        guard cell.isCluster && otherCell.isCluster else { return cell == otherCell }
        return cell.style == otherCell.style && cell.columns == otherCell.columns
            && clusters[cell.clusterIndex] == other.clusters[otherCell.clusterIndex]
    }

    /// `cell` as this frame keeps it: a cluster of several scalars is kept aside, and the cell points to it.
    private mutating func packed(_ cell: Cell) -> PackedCell {
        guard let cluster = cell.cluster else { return cell.packed }
        // Past room for the index, which takes millions of clusters put without filling the frame, the cell shows the
        // replacement, as a glyph too wide would.
        guard clusters.count <= PackedCell.payloadBits else { return Cell(scalar: Cell.replacement, style: cell.style).packed }
        clusters.append(cluster)
        return PackedCell(glyph: cell.packed.glyph | UInt32(clusters.count - 1), style: cell.style)
    }

    /// The cell a packed one of this frame stands for.
    private func cell(_ packed: PackedCell) -> Cell {
        guard packed.isCluster else { return Cell(packed: packed, cluster: nil) }
        let glyph = packed.glyph & ~PackedCell.payloadBits
        return Cell(packed: PackedCell(glyph: glyph, style: packed.style), cluster: clusters[packed.clusterIndex])
    }

    /// Calls `body` with row `y`'s cells to change them in place.
    private mutating func changeRow<Result>(_ y: Int, _ body: (UnsafeMutableBufferPointer<PackedCell>) -> Result) -> Result {
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
            return cell(cells[y * width + x])
        }
        set {
            precondition(contains(x: x, y: y), "cell (\(x), \(y)) outside a \(width)×\(height) frame")
            let packed = packed(newValue)
            changeRow(y) { row in
                if packed.columns > 1 {
                    Self.placeWide(packed, x: x, in: row)
                } else {
                    Self.place(packed, x: x, in: row)
                }
            }
        }
    }

    /// Writes text from column `x` of row `y`, each character (grapheme cluster) as wide as `DisplayWidth` says, clipped to
    /// the frame (a wide character cut by an edge shows blank). Returns the column after the text as if unclipped, so
    /// pieces of a line chain.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: CellStyle = .plain) -> Int {
        if DisplayWidth.isOneScalarPerCharacter(text) {
            // Most of a screen's text: walking scalars spares the grapheme breaking of Characters.
            return put(run: text.unicodeScalars.lazy.map { Cell(scalar: $0, style: style).packed }, x: x, y: y)
        }
        var run: [PackedCell] = []
        for character in text { run.append(packed(Cell(character, style: style))) }
        return put(run: run, x: x, y: y)
    }

    /// Writes cells one after another from column `x` of row `y`, clipped as `put(_:x:y:style:)` clips text, in one pass over
    /// the row (the countdown is redrawn every second). Returns the column after them as if unclipped.
    @discardableResult
    public mutating func put(cells: [Cell], x: Int, y: Int) -> Int {
        guard cells.allSatisfy({ $0.cluster == nil }) else {
            // Rare: clusters are kept aside before the row is changed.
            var run: [PackedCell] = []
            for cell in cells { run.append(packed(cell)) }
            return put(run: run, x: x, y: y)
        }
        return put(run: cells.lazy.map { $0.packed }, x: x, y: y)
    }

    /// `put(cells:x:y:)` for any sequence of packed cells of this frame, specialised here for text and arrays.
    private mutating func put(run cells: some Sequence<PackedCell>, x: Int, y: Int) -> Int {
        guard y >= 0 && y < height else { return cells.reduce(x) { $0 + $1.columns } }
        return changeRow(y) { row in
            var column = x
            for cell in cells {
                column = Self.put(cell, column: column, in: row)
            }
            return column
        }
    }

    /// Writes one cell of a run into `row`, clipped to it; returns the column after it.
    private static func put(_ cell: PackedCell, column: Int, in row: UnsafeMutableBufferPointer<PackedCell>) -> Int {
        let columns = cell.columns
        guard columns > 1 else {
            if column >= 0 && column < row.count { place(cell, x: column, in: row) }
            return column + 1
        }
        if column >= 0 && column + columns <= row.count {
            placeWide(cell, x: column, in: row)
        } else {
            // Cut by an edge: the part inside the row shows as blanks.
            for visible in stride(from: max(0, column), to: min(row.count, column + columns), by: 1) {
                place(.blank(cell.style), x: visible, in: row)
            }
        }
        return column + columns
    }

    /// Sets a wide glyph and its continuations; one that would overhang the right edge is a blank.
    private static func placeWide(_ cell: PackedCell, x: Int, in row: UnsafeMutableBufferPointer<PackedCell>) {
        guard x + cell.columns <= row.count else { return place(.blank(cell.style), x: x, in: row) }
        place(cell, x: x, in: row)
        for continuation in x + 1..<x + cell.columns {
            place(.continuation(cell.style), x: continuation, in: row)
        }
    }

    /// Sets one cell, blanking the rest of any wide glyph it overwrites, so that a wide glyph and its continuations always
    /// stand together. A continuation set over one is part of a wide glyph being drawn there, or the same one restyled.
    private static func place(_ cell: PackedCell, x: Int, in row: UnsafeMutableBufferPointer<PackedCell>) {
        let old = row[x]
        let splitsOld = old.isContinuation && !cell.isContinuation
        if splitsOld {
            var head = x - 1
            while head >= 0 && row[head].isContinuation {
                row[head] = .blank()
                head -= 1
            }
            if head >= 0 { row[head] = .blank() }
        }
        if splitsOld || old.columns > 1 {
            var next = x + 1
            while next < row.count && row[next].isContinuation {
                row[next] = .blank()
                next += 1
            }
        }
        row[x] = cell
    }

    /// Sets every cell of a rectangle, clipped to the frame, to one character and style.
    public mutating func fill(
        x: Int, y: Int, width fillWidth: Int, height fillHeight: Int,
        with character: Character = " ", style: CellStyle = .plain
    ) {
        let left = max(0, x), right = min(width, x + max(0, fillWidth))
        let top = max(0, y), bottom = min(height, y + max(0, fillHeight))
        guard left < right, top < bottom else { return }
        let cell = packed(Cell(character, style: style))
        for row in top..<bottom {
            changeRow(row) { cells in
                // The parts of wide glyphs cut by the rectangle's sides go with it.
                Self.place(cell, x: left, in: cells)
                Self.place(cell, x: right - 1, in: cells)
                UnsafeMutableBufferPointer(rebasing: cells[left..<right]).update(repeating: cell)
            }
        }
    }

    /// Sets every cell of the frame to one character and style.
    public mutating func fill(with character: Character = " ", style: CellStyle = .plain) {
        // No cell points to a cluster any more.
        clusters.removeAll(keepingCapacity: true)
        let cell = packed(Cell(character, style: style))
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: cell) }
    }

    /// The text of one row, without its style and without trailing spaces.
    public func rowText(_ y: Int) -> String {
        guard y >= 0 && y < height else { return "" }
        var scalars = String.UnicodeScalarView()
        let row = cells[y * width..<(y + 1) * width]
        let end = row.lastIndex(where: { $0.isCluster || $0.scalar != " " }).map { $0 + 1 } ?? row.startIndex
        for cell in row[row.startIndex..<end] where !cell.isContinuation {
            if cell.isCluster {
                scalars.append(contentsOf: clusters[cell.clusterIndex].unicodeScalars)
            } else {
                scalars.append(cell.scalar)
            }
        }
        return String(scalars)
    }

    /// The frame as text: rows joined by newlines, trailing spaces trimmed per row.
    /// Tests compare frames this way.
    public func plainText() -> String {
        (0..<height).map(rowText).joined(separator: "\n")
    }
}
