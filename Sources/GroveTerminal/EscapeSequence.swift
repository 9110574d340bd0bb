/// The few control sequences grove sends, encoded straight into bytes
/// (no string formatting, which full Foundation would be needed for).
enum EscapeSequence {
    static let escape: UInt8 = 0x1B

    /// `ESC[?1049h ESC[?25l ESC[?7l ESC[0m ESC[H ESC[2J`: alternate screen, hidden cursor,
    /// no auto-wrap (so writing the last column can never scroll the screen), cleared.
    static let enterScreen: [UInt8] = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)

    /// The exact reverse of `enterScreen`: plain pen, auto-wrap, visible cursor, main screen.
    static let leaveScreen: [UInt8] = Array("\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l".utf8)

    /// `ESC[0m`: the plain pen.
    static let plainPen: [UInt8] = Array("\u{1B}[0m".utf8)

    /// `ESC[0m ESC[H ESC[2J`: reset the pen, home the cursor, clear the screen.
    static let resetAndClear: [UInt8] = Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)

    /// Appends a decimal number without allocating a string.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &bytes) }
        bytes.append(UInt8(truncatingIfNeeded: 0x30 + value % 10))
    }

    static func decimalLength(_ value: Int) -> Int {
        value >= 10 ? 1 + decimalLength(value / 10) : 1
    }

    /// Appends a cursor position (CUP) to the zero-based column and row, in its shortest form.
    static func appendMove(toColumn column: Int, row: Int, to bytes: inout [UInt8]) {
        bytes.append(escape)
        bytes.append(0x5B)  // [
        if row > 0 || column > 0 { appendDecimal(row + 1, to: &bytes) }
        if column > 0 {
            bytes.append(0x3B)  // ;
            appendDecimal(column + 1, to: &bytes)
        }
        bytes.append(0x48)  // H
    }

    /// Appends a cursor-forward (CUF) by `count` columns.
    static func appendForward(_ count: Int, to bytes: inout [UInt8]) {
        bytes.append(escape)
        bytes.append(0x5B)
        if count != 1 { appendDecimal(count, to: &bytes) }
        bytes.append(0x43)  // C
    }

    /// The number of bytes `appendForward` would write.
    static func forwardLength(_ count: Int) -> Int {
        count == 1 ? 3 : 3 + decimalLength(count)
    }

    /// Appends the SGR sequence that changes the pen from `pen` (nil when unknown) to `style`,
    /// choosing the shorter of a difference and a reset followed by the whole style.
    static func appendPenChange(from pen: CellStyle?, to style: CellStyle, to bytes: inout [UInt8]) {
        var full: [Int] = [0]
        if style.bold { full.append(1) }
        if style.dim { full.append(2) }
        if style.italic { full.append(3) }
        if style.underline { full.append(4) }
        if style.reverse { full.append(7) }
        // A reset already gives the default colours.
        if style.foreground != .default { appendColor(style.foreground, background: false, to: &full) }
        if style.background != .default { appendColor(style.background, background: true, to: &full) }

        var chosen = full
        if let pen {
            let difference = penDifference(from: pen, to: style)
            if parameterLength(difference) < parameterLength(full) {
                chosen = difference
            }
        }
        bytes.append(escape)
        bytes.append(0x5B)
        for (index, parameter) in chosen.enumerated() {
            if index > 0 { bytes.append(0x3B) }
            appendDecimal(parameter, to: &bytes)
        }
        bytes.append(0x6D)  // m
    }

    private static func penDifference(from pen: CellStyle, to style: CellStyle) -> [Int] {
        var parameters: [Int] = []
        // Bold and dim share one "off" code (22), so turning either off turns both off.
        let resetsIntensity = (pen.bold && !style.bold) || (pen.dim && !style.dim)
        if resetsIntensity { parameters.append(22) }
        if style.bold && (resetsIntensity || !pen.bold) { parameters.append(1) }
        if style.dim && (resetsIntensity || !pen.dim) { parameters.append(2) }
        if style.italic != pen.italic { parameters.append(style.italic ? 3 : 23) }
        if style.underline != pen.underline { parameters.append(style.underline ? 4 : 24) }
        if style.reverse != pen.reverse { parameters.append(style.reverse ? 7 : 27) }
        if style.foreground != pen.foreground { appendColor(style.foreground, background: false, to: &parameters) }
        if style.background != pen.background { appendColor(style.background, background: true, to: &parameters) }
        return parameters
    }

    /// Appends the parameters selecting a colour.
    private static func appendColor(_ color: TerminalColor, background: Bool, to parameters: inout [Int]) {
        switch color {
        case .default:
            parameters.append(background ? 49 : 39)
        case .ansi16(let value):
            let index = Int(value & 15)
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            parameters.append(base + index % 8)
        case .ansi256(let index):
            parameters.append(contentsOf: [background ? 48 : 38, 5, Int(index)])
        case .rgb(let r, let g, let b):
            parameters.append(contentsOf: [background ? 48 : 38, 2, Int(r), Int(g), Int(b)])
        }
    }

    private static func parameterLength(_ parameters: [Int]) -> Int {
        parameters.reduce(max(0, parameters.count - 1)) { $0 + decimalLength($1) }
    }
}
