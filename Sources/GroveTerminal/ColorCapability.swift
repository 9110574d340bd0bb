/// How many colours the terminal can show.
public enum ColorCapability: Equatable, Hashable, Sendable, CaseIterable {
    /// 24-bit colour.
    case truecolor
    /// The xterm 256-colour palette.
    case ansi256
    /// The 16 basic colours.
    case ansi16
    /// No colour at all; bold, dim, italic, underline and reverse still apply.
    case monochrome

    /// The capability implied by the environment.
    ///
    /// - `NO_COLOR` set and non-empty, output that is not a terminal, or `TERM=dumb`: monochrome.
    /// - `COLORTERM` of `truecolor` or `24bit`: truecolor.
    /// - `TERM` containing `256color`: ansi256.
    /// - otherwise: ansi16.
    public static func detect(environment: [String: String], isTerminal: Bool) -> ColorCapability {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        if !isTerminal || TerminalCapabilities.isDumb(environment: environment) {
            return .monochrome
        }
        switch environment["COLORTERM"]?.lowercased() {
        case "truecolor", "24bit": return .truecolor
        default: break
        }
        if environment["TERM"]?.contains("256color") == true { return .ansi256 }
        return .ansi16
    }
}
