import GroveTerminal

/// The large countdown: digits three columns wide and three rows high, drawn
/// with half blocks so each is five "pixels" tall.
///
/// Digits share their strokes where they can, so the frame writer sends only a
/// few cells when the last digit changes each second.
enum BigDigits {
    /// Rows of every glyph.
    static let height = 3

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

    /// Between the second and fourth pixel rows, like the dots of a clock.
    private static let colon = ["▄", "▄", " "]

    private static let gap = ["   ", "   ", "   "]

    /// Columns of the widest glyph: every glyph's rows take this many cells in `font`.
    private static let maximumWidth = 3

    /// Every glyph, digits 0–9 then the colon and the gap: its width, and its rows as
    /// scalars padded to the widest, in one table so that drawing one touches little memory.
    private static let glyphs = digits + [colon, gap]
    private static let widths = glyphs.map { $0[0].unicodeScalars.count }
    private static let font: [Unicode.Scalar] = glyphs.flatMap { rows in
        rows.flatMap { row in Array(row.unicodeScalars) + Array(repeating: " ", count: maximumWidth - row.unicodeScalars.count) }
    }

    /// The glyph drawing `scalar`: a digit, the colon, or for anything else the gap.
    static func glyph(_ scalar: Unicode.Scalar) -> Int {
        switch scalar {
        case "0"..."9": Int(scalar.value) - 48
        case ":": digits.count
        default: digits.count + 1
        }
    }

    /// The columns `glyph` takes.
    static func width(of glyph: Int) -> Int {
        widths[glyph]
    }

    /// What `glyph` draws in `column` of `row`.
    static func scalar(of glyph: Int, row: Int, column: Int) -> Unicode.Scalar {
        font[(glyph * height + row) * maximumWidth + column]
    }

    /// The columns `text` takes in the large font, its glyphs a column apart.
    static func width(_ text: String) -> Int {
        max(0, text.unicodeScalars.reduce(-1) { $0 + 1 + width(of: glyph($1)) })
    }
}
