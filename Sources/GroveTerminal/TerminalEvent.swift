/// Something the game loop must react to, as returned by `TerminalSession.nextEvents(timeout:)`.
public enum TerminalEvent: Equatable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// The terminal now has this many columns and rows; redraw in full.
    case resize(width: Int, height: Int)
    /// The terminal went away (closed window, lost connection): leave without drawing.
    case hangup
    /// The process was asked to end (SIGTERM or SIGQUIT): leave and exit.
    case terminate
    /// SIGINT was sent from outside (Ctrl-C itself arrives as `.key(.controlC)`).
    case interrupt
    /// SIGTSTP was sent from outside: call `suspend()`, then redraw in full.
    case suspendRequested
    /// The process was continued after being stopped from outside; raw mode and the
    /// screen have been set up again: redraw in full.
    case continued
    /// A file given to `TerminalSession.watch(_:)` was written, replaced or removed.
    case filesChanged
}
