import GroveArt
import GroveTerminal

/// The large countdown: digits 3 columns by 3 rows of half blocks (five "pixels" tall), twice as big on a very large screen.
/// Digits share strokes where they can, so the frame writer sends few cells when the last digit turns each second.
struct BigDigits {
    /// Rows of every glyph.
    let height: Int

    private static let digits: [[String]] = [
        ["█▀█", "█ █", "▀▀▀"],
        ["▀█ ", " █ ", "▀▀▀"],
        ["▀▀█", "█▀▀", "▀▀▀"],
        ["▀▀█", " ▀█", "▀▀▀"],
        ["█ █", "▀▀█", "  ▀"],
        ["█▀▀", "▀▀█", "▀▀▀"],
        ["█▀▀", "█▀█", "▀▀▀"],
        ["▀▀█", "  █", "  ▀"],
        ["█▀█", "█▀█", "▀▀▀"],
        ["█▀█", "▀▀█", "▀▀▀"],
    ]

    /// A count-up's sign, its bar on the middle pixel row as a clock's colon sits.
    private static let plus = [" ▄ ", "▀█▀", "   "]

    /// Between the second and fourth pixel rows, like the dots of a clock.
    private static let colon = ["▄", "▄", " "]

    private static let gap = ["   ", "   ", "   "]

    /// The font, built once: drawing the countdown every second reads it and nothing else.
    static let font = BigDigits(glyphs: digits + [plus, colon, gap])
    /// The font twice as wide and twice as high, every pixel of its half blocks a whole cell.
    static let doubled = BigDigits(glyphs: (digits + [plus, colon, gap]).map(Self.doubled))

    /// The font `scale` times as big: 1 or 2.
    static func font(scale: Int) -> BigDigits { scale > 1 ? doubled : font }

    /// Columns of the widest glyph: every glyph's rows take this many cells in `cells`.
    private let maximumWidth: Int

    /// Per glyph (digits 0–9, then the plus, the colon and the gap), the columns it takes.
    private let widths: [Int]
    /// Every glyph's rows as plain cells padded to the widest, in one table so that
    /// drawing one touches little memory.
    private let cells: [Cell]

    private init(glyphs: [[String]]) {
        let widths = glyphs.map { $0[0].unicodeScalars.count }
        let maximumWidth = widths.max() ?? 0
        height = glyphs[0].count
        self.widths = widths
        self.maximumWidth = maximumWidth
        cells = glyphs.flatMap { rows in
            rows.flatMap { row in
                row.unicodeScalars.map { Cell(scalar: $0) }
                    + Array(repeating: Cell.blank, count: maximumWidth - row.unicodeScalars.count)
            }
        }
    }

    /// A glyph's rows twice as big: each of the four pixels of a half-block cell becomes a whole cell.
    private static func doubled(_ rows: [String]) -> [String] {
        rows.flatMap { row in
            [0, 1].map { pixelRow in
                String(String.UnicodeScalarView(row.flatMap { glyph -> [Unicode.Scalar] in
                    let pixels = BlockPixels.of(glyph) ?? .empty
                    return [0, 1].map { pixels.pixel(column: $0, row: pixelRow) ? "█" : " " }
                }))
            }
        }
    }

    /// The glyph drawing `scalar`: a digit, the plus, the colon, or for anything else the gap.
    private func glyph(_ scalar: Unicode.Scalar) -> Int {
        switch scalar {
        case "0"..."9": Int(scalar.value) - 48
        case "+": widths.count - 3
        case ":": widths.count - 2
        default: widths.count - 1
        }
    }

    /// The columns `text` takes in the large font, its glyphs a column apart.
    func width(_ text: String) -> Int {
        max(0, text.unicodeScalars.reduce(-1) { $0 + 1 + widths[glyph($1)] })
    }

    /// Appends row `row` of `text` in the large font to `line`, its glyphs a column apart,
    /// every cell (the columns between glyphs too) in `style`.
    func append(row: Int, of text: String, style: CellStyle, to line: inout [Cell]) {
        var space = Cell.blank
        space.style = style
        cells.withUnsafeBufferPointer { font in
            var isFirst = true
            for scalar in text.unicodeScalars {
                if !isFirst { line.append(space) }
                isFirst = false
                let glyph = glyph(scalar)
                let start = (glyph * height + row) * maximumWidth
                for index in start..<start + widths[glyph] {
                    var cell = font[index]
                    cell.style = style
                    line.append(cell)
                }
            }
        }
    }
}
