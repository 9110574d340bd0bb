/// How one cell is drawn: colours and attributes.
public struct CellStyle: Equatable, Hashable, Sendable {
    /// The text colour.
    public var foreground: TerminalColor
    /// The cell's background colour.
    public var background: TerminalColor
    /// Bold (or bright) text.
    public var bold: Bool
    /// Faint text.
    public var dim: Bool
    /// Italic text.
    public var italic: Bool
    /// Underlined text.
    public var underline: Bool
    /// Foreground and background swapped.
    public var reverse: Bool

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
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.reverse = reverse
    }

    /// The terminal's default look: default colours, no attributes.
    public static let plain = CellStyle()

    /// This style as a terminal of the given capability can show it.
    ///
    /// Attributes are kept even in monochrome so that highlights stay readable without colour.
    public func adapted(to capability: ColorCapability) -> CellStyle {
        var style = self
        style.foreground = foreground.adapted(to: capability)
        style.background = background.adapted(to: capability)
        return style
    }
}
