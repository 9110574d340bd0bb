import GroveArt
import GroveTerminal
import GroveText

/// A piece of text in one style, for lines mixing styles.
struct TextRun: Equatable {
    var text: String
    var style: CellStyle

    init(_ text: String, _ style: CellStyle = .plain) {
        self.text = text
        self.style = style
    }

    /// The columns `runs` take side by side.
    static func columns(of runs: [TextRun]) -> Int {
        runs.reduce(0) { $0 + DisplayWidth.columns(of: $1.text) }
    }
}

/// How a picture is drawn.
enum ArtLook {
    case vivid
    /// Faded and dim: the tree of a paused session.
    case faded
    /// Dried to the withered browns: a tree given up before it was full grown, as far as it grew.
    case withered
}

extension Frame {
    /// Writes runs side by side, centred on row `y`; what does not fit is cut,
    /// ending in "…".
    mutating func putCentered(_ runs: [TextRun], y: Int) {
        var columns = 0
        var hasInvisibleRun = false
        for run in runs {
            let runColumns = DisplayWidth.columns(of: run.text)
            columns += runColumns
            // A control character takes no column yet draws its replacement.
            hasInvisibleRun = hasInvisibleRun || (runColumns == 0 && !run.text.isEmpty)
        }
        // Runs past a full line are not drawn, which matters only for one that takes no column.
        guard columns < width || !hasInvisibleRun, columns <= width else { return putCenteredFitting(runs, y: y) }
        put(runs, x: (width - columns) / 2, y: y)
    }

    /// `putCentered(_:y:)` for a line too long for the frame: what does not fit is cut.
    mutating func putCenteredFitting(_ runs: [TextRun], y: Int) {
        var room = self.width
        var fitted: [TextRun] = []
        for run in runs where room > 0 {
            var run = run
            run.text = Self.fitted(run.text, width: room)
            room -= DisplayWidth.columns(of: run.text)
            fitted.append(run)
        }
        put(fitted, x: room / 2, y: y)
    }

    /// Writes `runs` side by side from (`x`, `y`); returns the column after the last.
    @discardableResult
    mutating func put(_ runs: [TextRun], x: Int, y: Int) -> Int {
        var column = x
        for run in runs { column = put(run.text, x: column, y: y, style: run.style) }
        return column
    }

    /// Writes one line centred on row `y`, shortened with "…" if it does not fit.
    mutating func putCentered(_ text: String, y: Int, style: CellStyle = .plain) {
        putCentered([TextRun(text, style)], y: y)
    }

    /// `text` cut to `width` columns, ending in "…" when cut.
    static func fitted(_ text: String, width: Int) -> String {
        guard DisplayWidth.columns(of: text) > width else { return text }
        guard width > 1 else { return text.cut(toColumns: max(0, width)) }
        return text.cut(toColumns: width - 1) + "…"
    }

    /// Draws `piece` with its top-left corner at (`x`, `y`); blank cells are left as they are.
    mutating func draw(_ piece: ArtPiece, x: Int, y: Int, look: ArtLook = .vivid) {
        for (row, glyphs) in piece.glyphCells.enumerated() where y + row >= 0 && y + row < height {
            for (column, glyph) in glyphs.enumerated() where glyph != " " && contains(x: x + column, y: y + row) {
                self[x + column, y + row] = Self.artCell(glyph, piece.colour(at: column, y: row), look: look)
            }
        }
    }

    static func artCell(_ glyph: Unicode.Scalar, _ colour: ArtColour?, look: ArtLook) -> Cell {
        var style = CellStyle(dim: look == .faded)
        if let colour {
            switch look {
            case .vivid: style.foreground = Theme.color(colour)
            case .faded: style.foreground = Theme.faded(colour)
            case .withered: style.foreground = Theme.dried(colour)
            }
        }
        return Cell(scalar: glyph, style: style)
    }

    /// The column where something `itemWidth` columns wide starts when centred in
    /// `width` columns: blocks are drawn from there.
    static func centredLeft(_ itemWidth: Int, in width: Int) -> Int {
        (width - itemWidth) / 2
    }

    /// Draws `piece` centred horizontally with its top row at `y`.
    mutating func drawCentered(_ piece: ArtPiece, y: Int, look: ArtLook = .vivid) {
        draw(piece, x: Self.centredLeft(piece.width, in: width), y: y, look: look)
    }

    /// Draws `text` in the large countdown `font` centred from row `y` down, the glyphs a column
    /// apart, a row of cells at a time (it is drawn every second); what falls outside the frame is cut.
    mutating func putBigDigits(_ text: String, y: Int, style: CellStyle, font: BigDigits) {
        let textWidth = font.width(text)
        var cells: [Cell] = []
        cells.reserveCapacity(textWidth)
        for row in 0..<font.height {
            cells.removeAll(keepingCapacity: true)
            font.append(row: row, of: text, style: style, to: &cells)
            put(cells: cells, x: Self.centredLeft(textWidth, in: width), y: y + row)
        }
    }

    /// Draws `bar` centred on row `y` as one row of cells (it moves while a session runs);
    /// what falls outside the frame is cut.
    mutating func putBar(_ bar: ProgressBar, y: Int, color: TerminalColor, dimmed: Bool) {
        let filled = CellStyle(foreground: color, dim: dimmed)
        let cells = (0..<bar.width).map { column in
            let glyph = bar.glyph(at: column)
            return Cell(scalar: glyph.scalar, style: glyph.isFilled ? filled : Theme.muted)
        }
        put(cells: cells, x: Self.centredLeft(bar.width, in: width), y: y)
    }

    /// Clears a rectangle and draws a rounded border around it, with `title` in the
    /// top edge and `footer` in the bottom edge.
    mutating func putBox(x: Int, y: Int, width boxWidth: Int, height boxHeight: Int, title: String = "", footer: String = "") {
        fill(x: x, y: y, width: boxWidth, height: boxHeight)
        guard boxWidth >= 2, boxHeight >= 2 else { return }
        let inner = boxWidth - 2
        // A label that does not fit the edge whole is left out, never cut.
        func edge(_ label: String) -> String {
            let columns = DisplayWidth.columns(of: label)
            guard !label.isEmpty, columns + 4 <= inner else { return String(repeating: "─", count: inner) }
            return "─ " + label + " " + String(repeating: "─", count: inner - columns - 3)
        }
        put("╭" + edge(title) + "╮", x: x, y: y, style: Theme.border)
        put("╰" + edge(footer) + "╯", x: x, y: y + boxHeight - 1, style: Theme.border)
        for row in (y + 1)..<(y + boxHeight - 1) {
            put("│", x: x, y: row, style: Theme.border)
            put("│", x: x + boxWidth - 1, y: row, style: Theme.border)
        }
    }
}
