/// Writes each frame as its changed cells against the last written (as ratatui does), moving the cursor and changing the
/// pen (SGR) only when needed. It assumes it alone draws: after anything else has (entering, resuming), call `invalidate()`.
public struct FrameWriter: Sendable {
    /// The last frame written, which the terminal shows as far as this writer knows; nil
    /// until a frame is written, and after `invalidate()`.
    private var shown: Frame?
    /// The capability the shown frame was written for.
    private var shownCapability: ColorCapability = .monochrome
    /// The frame written before the shown one, to be drawn over: two frames take turns,
    /// as in ratatui, so a screen drawn anew every second allocates none.
    private var spare: Frame?

    /// Creates a writer whose first frame is drawn in full.
    public init() {}

    /// A frame of the given size to draw the next one on, whatever it holds: the one
    /// written before the last when it has that size (the caller must draw every cell).
    public mutating func frameToDrawOn(width: Int, height: Int) -> Frame {
        if let frame = spare.take(), frame.width == width, frame.height == height { return frame }
        return Frame(width: width, height: height)
    }

    /// Forgets what the terminal shows, so the next frame is drawn in full.
    public mutating func invalidate() {
        shown = nil
    }

    /// The bytes taking the terminal from the last frame to `frame`. The first frame, a new size or capability, or
    /// `invalidate()` clears and draws every non-blank cell; the pen ends plain, so whoever writes next starts clean.
    public mutating func update(to frame: Frame, capability: ColorCapability) -> [UInt8] {
        var output = Output()
        // Room for a second's changes at once: growing the bytes a few at a time costs more than the bytes.
        output.bytes.reserveCapacity(256)
        // Every update ends with a plain pen.
        output.pen = .plain
        let last: Frame
        if let shown, shownCapability == capability, shown.width == frame.width, shown.height == frame.height {
            last = shown
        } else {
            output.bytes.append(contentsOf: EscapeSequence.resetAndClear)
            output.cursor = (0, 0)
            last = Frame(width: frame.width, height: frame.height)
        }
        // Cells of the two frames point to the same clusters when the frames hold the same ones (mostly none).
        let sameClusters = frame.clusters == last.clusters
        frame.cells.withUnsafeBufferPointer { newCells in
            last.cells.withUnsafeBufferPointer { oldCells in
                for row in 0..<frame.height {
                    let start = row * frame.width
                    let new = UnsafeBufferPointer(rebasing: newCells[start..<start + frame.width])
                    let old = UnsafeBufferPointer(rebasing: oldCells[start..<start + frame.width])
                    // Most rows are as they were: one pass over their words spares comparing cell by cell.
                    if sameClusters && Self.same(new, old) { continue }
                    // A continuation is drawn by the wide glyph before it, which changed with it.
                    for column in 0..<new.count where !new[column].isContinuation {
                        let unchanged = sameClusters ? new[column] == old[column] : frame.showsSame(at: start + column, as: last)
                        if unchanged { continue }
                        output.write(
                            new[column], column: column, row: row, rowCells: new, clusters: frame.clusters, capability: capability)
                    }
                }
            }
        }
        if let pen = output.pen, pen != .plain {
            output.bytes.append(contentsOf: EscapeSequence.plainPen)
        }
        spare = shown
        shown = frame
        shownCapability = capability
        return output.bytes
    }

    /// Whether two rows hold the same cells, compared as the cells' 32-bit words (a glyph, two of style, no padding) without
    /// an early exit, so the compiler compares many words at once.
    private static func same(_ new: UnsafeBufferPointer<PackedCell>, _ old: UnsafeBufferPointer<PackedCell>) -> Bool {
        guard MemoryLayout<PackedCell>.size == MemoryLayout<PackedCell>.stride, MemoryLayout<PackedCell>.stride % 4 == 0 else {
            return new.elementsEqual(old)
        }
        return new.withMemoryRebound(to: UInt32.self) { newWords in
            old.withMemoryRebound(to: UInt32.self) { oldWords in
                var difference: UInt32 = 0
                for index in 0..<min(newWords.count, oldWords.count) {
                    difference |= newWords[index] ^ oldWords[index]
                }
                return difference == 0
            }
        }
    }
}

/// The bytes being built and what the terminal's cursor and pen will be after them.
private struct Output {
    var bytes: [UInt8] = []
    /// Where the next glyph will land; nil when unknown (at the start, or after the last column).
    var cursor: (column: Int, row: Int)?
    /// The style the terminal draws with; nil when unknown.
    var pen: CellStyle?

    mutating func write(
        _ cell: PackedCell, column: Int, row: Int, rowCells: UnsafeBufferPointer<PackedCell>, clusters: [Character],
        capability: ColorCapability
    ) {
        let style = cell.style.adapted(to: capability)
        moveCursor(toColumn: column, row: row, rowCells: rowCells, capability: capability)
        if pen != style {
            EscapeSequence.appendPenChange(from: pen, to: style, to: &bytes)
            pen = style
        }
        guard !cell.isCluster else {
            bytes.append(contentsOf: clusters[cell.clusterIndex].utf8)
            // Terminals disagree on the widths of some clusters (a skin tone, VS16, Indic conjuncts): the glyph after one
            // is placed by its column, so a disagreement shifts nothing else.
            cursor = nil
            return
        }
        appendGlyph(cell.scalar)
        let next = column + cell.columns
        cursor = next < rowCells.count ? (next, row) : nil
    }

    /// Moves the cursor by the cheapest way: nothing, redrawing the unchanged cells in
    /// between when they share the pen, a cursor-forward, or a full cursor position.
    private mutating func moveCursor(
        toColumn column: Int, row: Int, rowCells: UnsafeBufferPointer<PackedCell>,
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
            // Redrawing only glyphs of one scalar and one column keeps the cursor count simple.
            guard cell.style.adapted(to: capability) == pen, cell.columns == 1, !cell.isCluster, redrawCost <= forwardCost else {
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
