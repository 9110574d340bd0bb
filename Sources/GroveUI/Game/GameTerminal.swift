import GroveTerminal

/// The terminal as the game loop uses it; `TerminalSession` is the real one,
/// and a test can stand in a scripted one.
public protocol GameTerminal: AnyObject {
    /// Raw mode and the alternate screen.
    func enter() throws
    /// Single keys without echo on the shell's own screen, writing nothing: for plain lines.
    func enterLines() throws
    /// Back to the shell's modes and the main screen.
    func leave()
    /// Lets go of a terminal that has gone away, writing nothing to it.
    func abandon()
    /// Leaves, stops the process as Ctrl-Z does, and enters again (as before) once continued.
    func suspend() throws
    /// Columns and rows, when the terminal can tell.
    func size() -> TerminalSize?
    func write(_ bytes: [UInt8]) throws
    /// Waits up to `timeout` seconds for keys, signals and changes of watched files; empty on timeout.
    func nextEvents(timeout: Double?) -> [TerminalEvent]
    /// Reports `.filesChanged` from now on when one of `paths` is written, replaced or
    /// removed; false when the files cannot be watched.
    func watch(_ paths: [String]) -> Bool
}

extension TerminalSession: GameTerminal {}
