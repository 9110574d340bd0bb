/// A colour as a frame asks for it; the terminal's capability decides how it is sent.
public enum TerminalColor: Equatable, Hashable, Sendable {
    /// The terminal's own foreground or background colour.
    case `default`
    /// One of the 16 basic colours (0–7 normal, 8–15 bright); higher values wrap modulo 16.
    case ansi16(UInt8)
    /// An entry of the xterm 256-colour palette.
    case ansi256(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// This colour as a terminal of the given capability can show it. Colours only move down (rgb → 256 → 16 → none), so a
    /// frame for a weaker terminal looks as close as it allows.
    public func adapted(to capability: ColorCapability) -> TerminalColor {
        switch (self, capability) {
        case (.default, _), (_, .truecolor), (.ansi16, .ansi256), (.ansi256, .ansi256):
            return self
        case (_, .monochrome):
            return .default
        case (.rgb(let r, let g, let b), .ansi256):
            return .ansi256(Self.nearest256(red: r, green: g, blue: b))
        case (.ansi16(let index), .ansi16):
            return .ansi16(index & 15)
        case (.ansi256(let index), .ansi16):
            if index < 16 { return .ansi16(index) }
            let (r, g, b) = Self.components(of256: index)
            return .ansi16(Self.nearest16(red: r, green: g, blue: b))
        case (.rgb(let r, let g, let b), .ansi16):
            return .ansi16(Self.nearest16(red: r, green: g, blue: b))
        }
    }

    /// The 256-palette entry (16–255, see `FallbackPalette`) a 24-bit colour falls back to.
    public static func nearest256(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        FallbackPalette.xterm256.entry(red: red, green: green, blue: blue)
    }

    /// The basic colour (0–15, as xterm draws them) a 24-bit colour falls back to.
    public static func nearest16(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        FallbackPalette.basic16.entry(red: red, green: green, blue: blue)
    }

    /// The 24-bit value of a 256-palette entry (entries 0–15 as xterm's defaults).
    public static func components(of256 index: UInt8) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0..<16:
            return basicPalette[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
        default:
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return (level, level, level)
        }
    }

    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// xterm's default basic colours: the usual reference when the real theme is unknown.
    private static let basicPalette: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
}
