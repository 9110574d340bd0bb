import GroveArt
import GroveCore
import GroveTerminal

/// The game's colours and text styles. Colours are asked for in 24 bits; the frame writer brings them down to what the
/// terminal shows. Text that must read without colour relies on bold and dim, which survive monochrome.
enum Theme {
    static let leaf = TerminalColor.rgb(106, 176, 76)
    static let amber = TerminalColor.rgb(226, 148, 64)
    static let sun = TerminalColor.rgb(242, 204, 84)
    static let ash = TerminalColor.rgb(150, 140, 128)

    /// The game's name in the corner.
    static let title = CellStyle(foreground: leaf, bold: true)
    /// Secondary text: labels, tags, hints.
    static let muted = CellStyle(dim: true)
    /// A key name in a hint.
    static let key = CellStyle(bold: true)
    /// Headlines.
    static let strong = CellStyle(bold: true)
    /// The big countdown while it runs.
    static let digits = CellStyle(bold: true)
    /// The big countdown while frozen.
    static let frozenDigits = CellStyle(dim: true)
    /// A line for the person: a refusal, a note.
    static let message = CellStyle(foreground: sun)
    /// The sparkles around a grown tree.
    static let sparkle = CellStyle(foreground: sun, bold: true)
    /// The words about a withered tree.
    static let withered = CellStyle(foreground: ash)
    /// Borders of boxes drawn over the screen.
    static let border = CellStyle(dim: true)

    /// The colour of the session's state word and progress bar.
    static func accent(_ kind: SessionKind, paused: Bool) -> TerminalColor {
        if paused { return ash }
        return kind == .focus ? leaf : amber
    }

    static func color(_ colour: ArtColour) -> TerminalColor {
        .rgb(colour.red, colour.green, colour.blue)
    }

    /// A colour of the art dried to the withered look's browns, from its dark to its tan
    /// (`Art/palette.txt`'s withered-dark and dry-tan) by its lightness, for a tree given up young.
    static func dried(_ colour: ArtColour) -> TerminalColor {
        let lightness = (30 * Int(colour.red) + 59 * Int(colour.green) + 11 * Int(colour.blue)) / 100
        let share = min(max(lightness - 60, 0), 110)
        func mix(_ dark: Int, _ tan: Int) -> UInt8 { UInt8(dark + (tan - dark) * share / 110) }
        return .rgb(mix(104, 176), mix(96, 146), mix(88, 98))
    }

    /// A colour of the art faded towards grey, for a paused tree.
    static func faded(_ colour: ArtColour) -> TerminalColor {
        let grey = (Int(colour.red) + Int(colour.green) + Int(colour.blue)) / 3
        func mix(_ channel: UInt8) -> UInt8 { UInt8((Int(channel) + grey * 3) / 4 * 3 / 4) }
        return .rgb(mix(colour.red), mix(colour.green), mix(colour.blue))
    }
}
