import Glibc

/// A terminal's line discipline settings (its `termios`), read and applied whole.
public struct TerminalModes: Equatable {
    /// When a change of modes takes effect: at once, once the output written has been sent,
    /// or then dropping input not read yet.
    public enum Timing: Sendable {
        case now, afterOutput, afterOutputDroppingInput

        var action: Int32 {
            switch self {
            case .now: TCSANOW
            case .afterOutput: TCSADRAIN
            case .afterOutputDroppingInput: TCSAFLUSH
            }
        }
    }

    /// The C library's form, for the crash handler that restores it.
    public var attributes: termios

    public init(attributes: termios) { self.attributes = attributes }

    public static func current(of descriptor: Int32) throws(SystemError) -> TerminalModes {
        var attributes = termios()
        guard tcgetattr(descriptor, &attributes) == 0 else { throw .last("tcgetattr") }
        return TerminalModes(attributes: attributes)
    }

    public func apply(to descriptor: Int32, timing: Timing) throws(SystemError) {
        var attributes = attributes
        guard tcsetattr(descriptor, timing.action, &attributes) == 0 else { throw .last("tcsetattr") }
    }

    /// These modes made raw: no echo, line editing, signal keys, flow control or CR translation; reads return each byte.
    /// OPOST stays: frames move the cursor by escape sequences, and anything else printed raw still gets its CR before LF.
    public var raw: TerminalModes {
        var raw = attributes
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON | INLCR | IGNCR)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_cflag = (raw.c_cflag & ~tcflag_t(CSIZE | PARENB)) | tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        return TerminalModes(attributes: raw)
    }

    /// Byte for byte: `termios` is a C struct.
    public static func == (a: TerminalModes, b: TerminalModes) -> Bool {
        withUnsafeBytes(of: a.attributes) { first in withUnsafeBytes(of: b.attributes) { second in first.elementsEqual(second) } }
    }

    /// Sets the size the terminal on `descriptor` reports (a pseudo-terminal's leader sets its follower's).
    public static func setWindowSize(of descriptor: Int32, columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(descriptor, UInt(TIOCSWINSZ), &size)
    }

    /// The terminal's columns and rows on `descriptor`, or nil if it cannot tell.
    public static func windowSize(of descriptor: Int32) -> (columns: Int, rows: Int)? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0 else { return nil }
        return (Int(window.ws_col), Int(window.ws_row))
    }
}
