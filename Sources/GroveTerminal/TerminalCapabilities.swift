import FoundationEssentials
import Glibc

/// Facts about the process's terminal that the rest of grove decides on.
public enum TerminalCapabilities {
    /// Whether the file descriptor refers to a terminal.
    public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }

    /// Whether standard output is a terminal (and not a pipe or a file).
    public static var standardOutputIsTerminal: Bool {
        isTerminal(STDOUT_FILENO)
    }

    /// Whether standard input is a terminal.
    public static var standardInputIsTerminal: Bool {
        isTerminal(STDIN_FILENO)
    }

    /// Whether `TERM` is `dumb`: a terminal that cannot move the cursor or draw a screen.
    public static func isDumb(environment: [String: String]) -> Bool {
        guard let term = environment["TERM"] else { return false }
        return term == "dumb"
    }

    /// The colour capability for standard output in the current environment.
    public static func standardOutputColorCapability() -> ColorCapability {
        ColorCapability.detect(
            environment: ProcessInfo.processInfo.environment,
            isTerminal: standardOutputIsTerminal)
    }

    /// The size of the terminal standard output writes to, or nil when it is not one.
    public static func standardOutputSize() -> TerminalSize? {
        TerminalSize(ofTerminal: STDOUT_FILENO)
    }
}
