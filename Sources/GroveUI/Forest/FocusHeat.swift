import GroveArt
import GroveCore
import GroveTerminal

/// How focused a day was: none, or the lower, middle or upper third of the period's focused days, so any history shows its
/// ups and downs. Each step: a glyph readable without colour, and a green; none fills its cell: days stay apart, no dither.
struct FocusHeat {
    /// The most focus a day of the lower and the middle third has.
    let bounds: (lower: Double, middle: Double)

    /// None, lower, middle and upper third.
    static let glyphs: [Character] = [" ", "·", "▪", "■"]
    static let styles: [CellStyle] = [
        .plain,
        CellStyle(foreground: colour("leaf-dark")),
        CellStyle(foreground: colour("leaf-green")),
        CellStyle(foreground: colour("leaf-light")),
    ]

    init(_ days: [DaySummary]) {
        let focused = days.map(\.focusSeconds).filter { $0 > 0 }.sorted()
        guard !focused.isEmpty else {
            bounds = (0, 0)
            return
        }
        bounds = (focused[(focused.count - 1) / 3], focused[(focused.count - 1) * 2 / 3])
    }

    /// The step of a day with `seconds` of focus: 0 (none) to 3.
    func step(_ seconds: Double) -> Int {
        switch seconds {
        case ..<1: 0
        case ...bounds.lower: 1
        case ...bounds.middle: 2
        default: 3
        }
    }

    func run(_ seconds: Double) -> TextRun {
        let step = step(seconds)
        return TextRun(String(Self.glyphs[step]), Self.styles[step])
    }

    /// "· to 1h05  ▪ to 2h40  ■ more", or "less · ▪ ■ more" when that does not fit `width`.
    func legend(width: Int) -> [TextRun] {
        let words = ["to " + TimeText.compactAmount(bounds.lower), "to " + TimeText.compactAmount(bounds.middle), "more"]
        let full = zip(1..., words).flatMap { step, word in
            [TextRun(String(Self.glyphs[step]), Self.styles[step]), TextRun(" " + word + "  ", ForestScreen.labelStyle)]
        }
        if full.reduce(0, { $0 + $1.text.count }) - 2 <= width { return full }
        return [TextRun("less ", ForestScreen.labelStyle)]
            + (1..<Self.glyphs.count).map { TextRun(String(Self.glyphs[$0]) + " ", Self.styles[$0]) }
            + [TextRun("more", ForestScreen.labelStyle)]
    }

    /// A colour of the trees' leaves, by its palette name.
    private static func colour(_ name: String) -> TerminalColor {
        ArtLibrary.palette.values.first { $0.name == name }.map(Theme.color) ?? Theme.leaf
    }
}
