import Glibc

/// The size of the terminal in character cells.
public struct TerminalSize: Equatable, Hashable, Sendable {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size of the terminal open on `descriptor`, or nil if it cannot be read or is empty.
    public init?(ofTerminal descriptor: Int32) {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
        self.init(width: Int(window.ws_col), height: Int(window.ws_row))
    }
}
