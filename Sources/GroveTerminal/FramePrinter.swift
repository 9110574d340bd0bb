/// Prints a frame as ordinary lines for a shell (not the alternate screen), coloured as the capability allows, each line
/// ending with the pen reset so nothing leaks into the prompt.
public enum FramePrinter {
    public static func text(_ frame: Frame, capability: ColorCapability) -> String {
        var bytes: [UInt8] = []
        for y in 0..<frame.height {
            let cells = (0..<frame.width).map { frame[$0, y] }
            // A line ends at its last letter or coloured background.
            let end = cells.lastIndex { $0.character != " " || $0.style.adapted(to: capability).background != .default }
            var pen: CellStyle? = .plain
            for cell in end.map({ cells[...$0] }) ?? [] where !cell.isContinuation {
                let style = cell.style.adapted(to: capability)
                if style != pen {
                    EscapeSequence.appendPenChange(from: pen, to: style, to: &bytes)
                    pen = style
                }
                bytes.append(contentsOf: cell.character.utf8)
            }
            if pen != .plain { EscapeSequence.appendPenChange(from: pen, to: .plain, to: &bytes) }
            bytes.append(UInt8(ascii: "\n"))
        }
        // Blank lines at the end go; the last line keeps its own.
        while bytes.suffix(2) == [0x0A, 0x0A] { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
