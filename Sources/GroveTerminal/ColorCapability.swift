/// How many colours the terminal can show.
public enum ColorCapability: Equatable, Hashable, Sendable, CaseIterable {
    /// 24-bit colour, the xterm 256-colour palette, the 16 basic colours.
    case truecolor, ansi256, ansi16
    /// No colour at all; bold, dim, italic, underline and reverse still apply.
    case monochrome

    /// The capability the environment implies: `NO_COLOR`, a pipe or `TERM=dumb` take
    /// colour away; `COLORTERM` and `TERM` say how much there is.
    public static func detect(environment: [String: String], isTerminal: Bool) -> ColorCapability {
        if environment["NO_COLOR"]?.isEmpty == false || !isTerminal || TerminalCapabilities.isDumb(environment: environment) {
            return .monochrome
        }
        if ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased()) { return .truecolor }
        if environment["TERM"]?.contains("256color") == true { return .ansi256 }
        return .ansi16
    }
}
