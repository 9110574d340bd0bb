import GroveArt
import GroveTerminal

/// A forest picture as a standalone SVG: a rectangle for each pixel of the block glyphs (two by
/// two a cell, as a terminal shows them), text for everything else, and a group for each tree.
public enum ForestSVG {
    /// Pixels of one terminal cell.
    static let cellWidth = 8
    static let cellHeight = 16
    static let background = "#1d1f1c"
    /// The terminal's own text colour, for cells drawn in it.
    static let defaultColour = "#d8d8cf"

    public static func document(_ picture: ForestPicture) -> String {
        let frame = picture.frame
        // A cell's margin all round, so text at the last column is not clipped by the edge.
        let width = (frame.width + 2) * cellWidth, height = (frame.height + 2) * cellHeight
        var owner = [Int?](repeating: nil, count: frame.width * frame.height)
        for (index, placed) in picture.trees.enumerated() {
            for row in 0..<placed.sprite.height {
                for column in 0..<placed.sprite.width where placed.sprite.glyph(at: column, y: row) != " " {
                    let x = placed.x + column, y = placed.y + row
                    if frame.contains(x: x, y: y) { owner[y * frame.width + x] = index }
                }
            }
        }
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="\(-cellWidth) \(-cellHeight) \(width) \(height)">
            <title>\(escaped(String(frame.rowText(0).drop { $0 == " " })))</title>
            <rect x="\(-cellWidth)" y="\(-cellHeight)" width="\(width)" height="\(height)" fill="\(background)"/>
            <g font-family="DejaVu Sans Mono, monospace" font-size="13">

            """
        for y in 0..<frame.height {
            out += textRuns(frame, row: y, skipping: { owner[y * frame.width + $0] != nil })
            for x in 0..<frame.width where owner[y * frame.width + x] == nil {
                out += pixels(frame[x, y], x: x, y: y)
            }
        }
        out += "</g>\n"
        for (index, placed) in picture.trees.enumerated() {
            let tree = placed.tree
            out += "<g class=\"tree\" data-species=\"\(escaped(tree.species))\" "
                + "data-outcome=\"\(tree.grown ? "grown" : "withered")\""
                + (tree.with.isEmpty ? "" : " data-with=\"\(escaped(tree.with.joined(separator: " ")))\"")
                + (tree.logged ? " data-logged=\"true\"" : "") + ">\n"
            for row in placed.y..<(placed.y + placed.height) {
                for column in placed.x..<(placed.x + placed.width)
                where frame.contains(x: column, y: row) && owner[row * frame.width + column] == index {
                    out += pixels(frame[column, row], x: column, y: row)
                }
            }
            out += "</g>\n"
        }
        return out + "</svg>\n"
    }

    /// The rectangles of one cell's block glyph; nothing for any other glyph.
    private static func pixels(_ cell: Cell, x: Int, y: Int) -> String {
        guard let pixels = BlockPixels.of(cell.character) else { return "" }
        let fill = colour(cell.style.foreground)
        let opacity = cell.style.dim ? " fill-opacity=\"0.55\"" : ""
        let half = cellWidth / 2, halfHeight = cellHeight / 2
        var out = ""
        for row in 0...1 {
            let (left, right) = (pixels.pixel(column: 0, row: row), pixels.pixel(column: 1, row: row))
            let top = y * cellHeight + row * halfHeight
            // A whole half-row is one rectangle; a quarter its own.
            let spans = left && right ? [(0, cellWidth)] : [(0, half)].filter { _ in left } + [(half, half)].filter { _ in right }
            for (offset, span) in spans {
                out += "<rect x=\"\(x * cellWidth + offset)\" y=\"\(top)\" width=\"\(span)\" height=\"\(halfHeight)\" "
                    + "fill=\"\(fill)\"\(opacity)/>\n"
            }
        }
        return out
    }

    /// The text of one row: each word of non-block glyphs in one style a `<text>` at its own
    /// column, so the columns line up as in the terminal.
    private static func textRuns(_ frame: Frame, row y: Int, skipping owned: (Int) -> Bool) -> String {
        var out = ""
        var x = 0
        while x < frame.width {
            let cell = frame[x, y]
            guard cell.character != " ", BlockPixels.of(cell.character) == nil, !owned(x) else {
                x += 1
                continue
            }
            var text = ""
            var end = x
            while end < frame.width, frame[end, y].style == cell.style, !owned(end), frame[end, y].character != " ",
                  BlockPixels.of(frame[end, y].character) == nil {
                // A wide glyph's continuation cell only holds its second column: nothing to write.
                if !frame[end, y].isContinuation { text.append(frame[end, y].character) }
                end += 1
            }
            let weight = cell.style.bold ? " font-weight=\"bold\"" : ""
            let opacity = cell.style.dim ? " fill-opacity=\"0.55\"" : ""
            out += "<text x=\"\(x * cellWidth)\" y=\"\(y * cellHeight + 12)\" textLength=\"\((end - x) * cellWidth)\" "
                + "lengthAdjust=\"spacingAndGlyphs\" fill=\"\(colour(cell.style.foreground))\"\(weight)\(opacity)>"
                + escaped(text) + "</text>\n"
            x = end
        }
        return out
    }

    /// A terminal colour as `#rrggbb`.
    private static func colour(_ colour: TerminalColor) -> String {
        guard case .rgb(let red, let green, let blue) = colour.adapted(to: .truecolor) else { return defaultColour }
        return "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// `text` safe inside an XML attribute or element.
    static func escaped(_ text: String) -> String {
        text.map { entities[$0] ?? String($0) }.joined()
    }

    private static let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"]
}
