/// How the game screen ended, and the exit status that goes with it.
public enum GameExit: Equatable, Sendable {
    /// `q` or Ctrl-C: the terminal is restored; a growing tree keeps growing.
    case left
    /// The terminal went away (its window closed): left without writing to it.
    case hungUp
    /// SIGTERM or SIGQUIT: the terminal is restored; the session lives on in the store.
    case terminated
    /// SIGINT from outside the terminal: as `terminated`.
    case interrupted
    /// The terminal could not be used; the message says why.
    case failed(String)

    /// 0 when the person left or the terminal closed, 128 + the signal for a
    /// signal, as shells expect, and 1 for a failure.
    public var status: Int32 {
        switch self {
        case .left, .hungUp: 0
        case .terminated: 143
        case .interrupted: 130
        case .failed: 1
        }
    }
}
