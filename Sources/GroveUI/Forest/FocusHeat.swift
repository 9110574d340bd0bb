import GroveArt
import GroveCore
import GroveTerminal
import GroveText
import GroveWords

/// How focused a day was: none, or the lower, middle or upper third of the period's focused days, so any history shows its
/// ups and downs. Each step: a glyph readable without colour, and a green; none fills its cell: days stay apart, no dither.
struct FocusHeat {
    /// The most focus a day of the lower and the middle third has.
    let bounds: (lower: Double, middle: Double)
    /// The steps above none that some day is drawn in, lowest first: the legend names only these.
    let shownSteps: [Int]

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
        let bounds = focused.isEmpty ? (0, 0) : (focused[(focused.count - 1) / 3], focused[(focused.count - 1) * 2 / 3])
        self.bounds = bounds
        let steps = Set(focused.map { Self.step($0, bounds: bounds) })
        shownSteps = (1..<Self.glyphs.count).filter(steps.contains)
    }

    /// The step of a day with `seconds` of focus: 0 (none) to 3.
    func step(_ seconds: Double) -> Int { Self.step(seconds, bounds: bounds) }

    private static func step(_ seconds: Double, bounds: (lower: Double, middle: Double)) -> Int {
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

    /// "· to 1h05  ▪ to 2h40  ■ more" for the steps some day is drawn in, steps whose figures read alike sharing
    /// one ("· ▪ to 1h05"); "less · ▪ ■ more" when that does not fit `width`; nothing when no day has focus.
    func legend(width: Int) -> [TextRun] {
        guard !shownSteps.isEmpty else { return [] }
        let words = [
            1: Words.Forest.legendUpTo(amount: TimeText.compactAmount(bounds.lower)),
            2: Words.Forest.legendUpTo(amount: TimeText.compactAmount(bounds.middle)), 3: Words.Forest.legendMore,
        ]
        var groups: [(steps: [Int], word: String)] = []
        for step in shownSteps {
            let word = words[step] ?? ""
            if let last = groups.last, last.word == word {
                groups[groups.count - 1].steps.append(step)
            } else {
                groups.append(([step], word))
            }
        }
        let full = groups.flatMap { group in
            group.steps.flatMap { [TextRun(String(Self.glyphs[$0]), Self.styles[$0]), TextRun(" ", ForestScreen.labelStyle)] }
                + [TextRun(group.word + "  ", ForestScreen.labelStyle)]
        }
        if full.reduce(0, { $0 + DisplayWidth.columns(of: $1.text) }) - 2 <= width { return full }
        return [TextRun(Words.Forest.legendLess + " ", ForestScreen.labelStyle)]
            + (1..<Self.glyphs.count).map { TextRun(String(Self.glyphs[$0]) + " ", Self.styles[$0]) }
            + [TextRun(Words.Forest.legendMore, ForestScreen.labelStyle)]
    }

    /// A colour of the trees' leaves, by its palette name.
    private static func colour(_ name: String) -> TerminalColor {
        ArtLibrary.palette.values.first { $0.name == name }.map(Theme.color) ?? Theme.leaf
    }
}
