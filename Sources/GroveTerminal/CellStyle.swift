/// How one cell is drawn: colours and attributes in two 32-bit words, so a cell takes 12 bytes and compares in three
/// integer comparisons: the live screen compares and copies rows every second.
public struct CellStyle: Equatable, Hashable, Sendable {
    /// The foreground colour's code (see `code(of:)`) and the attributes above it.
    private var foregroundAndAttributes: UInt32
    /// The background colour's code.
    private var backgroundCode: UInt32

    /// Creates a style; every part defaults to the terminal's plain look.
    public init(
        foreground: TerminalColor = .default,
        background: TerminalColor = .default,
        bold: Bool = false,
        dim: Bool = false,
        italic: Bool = false,
        underline: Bool = false,
        reverse: Bool = false
    ) {
        foregroundAndAttributes = Self.code(of: foreground)
        backgroundCode = Self.code(of: background)
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.reverse = reverse
    }

    /// The terminal's default look: default colours, no attributes.
    public static let plain = CellStyle()

    /// The text colour.
    public var foreground: TerminalColor {
        get { Self.color(of: foregroundAndAttributes & Self.colorBits) }
        set { foregroundAndAttributes = foregroundAndAttributes & ~Self.colorBits | Self.code(of: newValue) }
    }

    /// The cell's background colour.
    public var background: TerminalColor {
        get { Self.color(of: backgroundCode) }
        set { backgroundCode = Self.code(of: newValue) }
    }

    /// Bold (or bright) text.
    public var bold: Bool {
        get { self[.bold] }
        set { self[.bold] = newValue }
    }

    /// Faint text.
    public var dim: Bool {
        get { self[.dim] }
        set { self[.dim] = newValue }
    }

    /// Italic text.
    public var italic: Bool {
        get { self[.italic] }
        set { self[.italic] = newValue }
    }

    /// Underlined text.
    public var underline: Bool {
        get { self[.underline] }
        set { self[.underline] = newValue }
    }

    /// Foreground and background swapped.
    public var reverse: Bool {
        get { self[.reverse] }
        set { self[.reverse] = newValue }
    }

    /// This style as a terminal of the given capability can show it.
    /// Attributes stay even in monochrome, so highlights read without colour.
    public func adapted(to capability: ColorCapability) -> CellStyle {
        // Every colour shows as it is: nothing to adapt (the writer asks for every cell it writes).
        if capability == .truecolor { return self }
        var style = self
        style.foreground = foreground.adapted(to: capability)
        style.background = background.adapted(to: capability)
        return style
    }

    // MARK: Packing

    /// The bits of a colour's code: its kind (2 bits) and its value (24 bits).
    private static let colorBitCount: UInt32 = 26
    /// The low `colorBitCount` bits of a word, where a colour's code goes.
    private static let colorBits: UInt32 = 1 << colorBitCount - 1

    /// A colour as a word that is unique to it: its kind in bits 24–25, its value below.
    private static func code(of color: TerminalColor) -> UInt32 {
        switch color {
        case .default: 0
        case .ansi16(let index): 1 << 24 | UInt32(index)
        case .ansi256(let index): 2 << 24 | UInt32(index)
        case .rgb(let red, let green, let blue): 3 << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        }
    }

    private static func color(of code: UInt32) -> TerminalColor {
        let value = code & 0xFF_FFFF
        switch code >> 24 {
        case 1: return .ansi16(UInt8(truncatingIfNeeded: value))
        case 2: return .ansi256(UInt8(truncatingIfNeeded: value))
        case 3: return .rgb(UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value))
        default: return .default
        }
    }

    /// The attributes, each a bit above the foreground colour.
    private enum Attribute: UInt32 {
        case bold, dim, italic, underline, reverse

        var bit: UInt32 { 1 << (colorBitCount + rawValue) }
    }

    private subscript(attribute: Attribute) -> Bool {
        get { foregroundAndAttributes & attribute.bit != 0 }
        set { foregroundAndAttributes = newValue ? foregroundAndAttributes | attribute.bit : foregroundAndAttributes & ~attribute.bit }
    }
}
