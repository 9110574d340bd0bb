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

    /// The rows of `text` (digits and colons) in the large font; anything else is a gap.
    static func rows(_ text: String) -> [String] {
        var rows = Array(repeating: "", count: height)
        for (index, character) in text.enumerated() {
            let glyph: [String]
            if let value = character.wholeNumberValue, (0...9).contains(value) {
                glyph = digits[value]
            } else if character == ":" {
                glyph = colon
            } else {
                glyph = ["   ", "   ", "   "]
            }
            for row in 0..<height {
                rows[row] += (index == 0 ? "" : " ") + glyph[row]
            }
        }
        return rows
    }

    /// The width `text` takes in the large font.
    static func width(_ text: String) -> Int {
        rows(text).first?.count ?? 0
    }
}
