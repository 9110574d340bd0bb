import GrovePlatform
import GroveWords

/// Why the terminal could not be used.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no terminal to draw on (no controlling terminal, or the descriptor is not one).
    case notATerminal
    case systemCall(SystemError)

    public var description: String {
        switch self {
        case .notATerminal: Words.Game.notATerminal
        case .systemCall(let error): error.description
        }
    }
}
