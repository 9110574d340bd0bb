/// How one cell is drawn: colours and attributes.
///
/// Stored as two 32-bit words, so that a cell takes 12 bytes, a row of a frame
/// is one small block of memory, and comparing two cells is three integer
/// comparisons: the live screen compares and copies rows every second.
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
        get { attribute(0) }
        set { setAttribute(0, newValue) }
    }

    /// Faint text.
    public var dim: Bool {
        get { attribute(1) }
        set { setAttribute(1, newValue) }
    }

    /// Italic text.
    public var italic: Bool {
        get { attribute(2) }
        set { setAttribute(2, newValue) }
    }

    /// Underlined text.
    public var underline: Bool {
        get { attribute(3) }
        set { setAttribute(3, newValue) }
    }

    /// Foreground and background swapped.
    public var reverse: Bool {
        get { attribute(4) }
        set { setAttribute(4, newValue) }
    }

    /// This style as a terminal of the given capability can show it.
    ///
    /// Attributes are kept even in monochrome so that highlights stay readable without colour.
    public func adapted(to capability: ColorCapability) -> CellStyle {
        // Every colour shows as it is: nothing to adapt (the writer asks for every cell it writes).
        if capability == .truecolor { return self }
        var style = self
        style.foreground = foreground.adapted(to: capability)
        style.background = background.adapted(to: capability)
        return style
    }

    // MARK: Packing

    /// The low 26 bits of a word: a colour's kind (2 bits) and its value (24 bits).
    private static let colorBits: UInt32 = 1 << 26 - 1

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

    /// Attribute `index` (bold, dim, italic, underline, reverse), in the bits above the foreground colour.
    private func attribute(_ index: UInt32) -> Bool {
        foregroundAndAttributes & (1 << (26 + index)) != 0
    }

    private mutating func setAttribute(_ index: UInt32, _ on: Bool) {
        let bit: UInt32 = 1 << (26 + index)
        foregroundAndAttributes = on ? foregroundAndAttributes | bit : foregroundAndAttributes & ~bit
    }
}
