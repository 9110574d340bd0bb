/// Prints a frame as ordinary lines of text for a shell (not the alternate
/// screen): colours where the capability allows, each line ending with the
/// pen reset so nothing leaks into the prompt.
public enum FramePrinter {
    public static func text(_ frame: Frame, capability: ColorCapability) -> String {
        var bytes: [UInt8] = []
        for y in 0..<frame.height {
            var lastUsed = -1
            for x in 0..<frame.width where frame[x, y].scalar != " " || frame[x, y].style.adapted(to: capability).background != .default {
                lastUsed = x
            }
            var pen: CellStyle? = .plain
            if lastUsed >= 0 {
                for x in 0...lastUsed {
                    let cell = frame[x, y]
                    if cell.isContinuation { continue }
                    let style = cell.style.adapted(to: capability)
                    if style != pen {
                        EscapeSequence.appendPenChange(from: pen, to: style, to: &bytes)
                        pen = style
                    }
                    bytes.append(contentsOf: String(cell.scalar).utf8)
                }
            }
            if pen != .plain { EscapeSequence.appendPenChange(from: pen, to: .plain, to: &bytes) }
            bytes.append(UInt8(ascii: "\n"))
        }
        while bytes.count >= 2, bytes[bytes.count - 1] == UInt8(ascii: "\n"), bytes[bytes.count - 2] == UInt8(ascii: "\n") {
            bytes.removeLast()
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
