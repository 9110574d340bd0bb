/// A key press as read from the terminal in raw mode.
public enum Key: Equatable, Hashable, Sendable {
    /// A printable character (never a space; see `space`).
    case character(Character)
    /// Return or Enter (CR or LF).
    case enter
    /// A lone Escape.
    case escape
    /// The space bar.
    case space
    /// Backspace (DEL or BS).
    case backspace
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Insert.
    case insert
    /// Delete (forward).
    case delete
    /// A function key, F1 to F12.
    case function(Int)
    /// Ctrl-C (arrives as a byte: raw mode turns signals off).
    case controlC
    /// Ctrl-Z (arrives as a byte: raw mode turns signals off).
    case controlZ
    /// Ctrl-D.
    case controlD
    /// Any other Ctrl-letter, named by its lower-case letter (Ctrl-L is `.control("l")`).
    case control(Character)
    /// Bytes that form no key grove knows: an unsupported escape sequence or invalid UTF-8.
    case unknown
}
