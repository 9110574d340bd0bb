/// A key press as read from the terminal in raw mode.
public enum Key: Equatable, Hashable, Sendable {
    /// A printable character (never a space; see `space`).
    case character(Character)
    /// Return or Enter (CR or LF).
    case enter
    /// A lone Escape.
    case escape
    case space
    /// Backspace (DEL or BS).
    case backspace
    case tab
    /// Shift-Tab.
    case backTab
    case up, down, left, right
    case home, end, pageUp, pageDown, insert
    /// Delete (forward).
    case delete
    /// A function key, F1 to F12.
    case function(Int)
    /// Ctrl-C and Ctrl-Z arrive as bytes: raw mode turns signals off.
    case controlC, controlZ
    case controlD
    /// Any other Ctrl-letter, named by its lower-case letter (Ctrl-L is `.control("l")`).
    case control(Character)
    /// Bytes that form no key grove knows: an unsupported escape sequence or invalid UTF-8.
    case unknown
}
