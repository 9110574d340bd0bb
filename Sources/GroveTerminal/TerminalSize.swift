import GrovePlatform

/// The size of the terminal in character cells.
public struct TerminalSize: Equatable, Hashable, Sendable {
    /// In columns and rows.
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size of the terminal open on `descriptor`, or nil if it cannot be read or is empty.
    public init?(ofTerminal descriptor: Int32) {
        guard let window = TerminalModes.windowSize(of: descriptor), window.columns > 0, window.rows > 0 else { return nil }
        self.init(width: window.columns, height: window.rows)
    }
}
