/// Why the terminal could not be used.
public enum TerminalError: Error, Equatable, Sendable {
    /// There is no terminal to draw on (no controlling terminal, or the descriptor is not one).
    case notATerminal
    /// A system call failed; `errno` says why.
    case systemCall(name: String, errno: Int32)
}
