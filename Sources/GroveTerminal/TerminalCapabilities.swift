/// Facts about the process's terminal that the rest of grove decides on.
public enum TerminalCapabilities {
    /// Whether `TERM` is `dumb`: a terminal that cannot move the cursor or draw a screen.
    public static func isDumb(environment: [String: String]) -> Bool {
        environment["TERM"] == "dumb"
    }

    /// The size of the terminal standard output writes to, or nil when it is not one.
    public static func standardOutputSize() -> TerminalSize? {
        TerminalSize(ofTerminal: 1)
    }
}
