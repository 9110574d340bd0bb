@testable import GroveTerminal

/// A tiny terminal for tests (the "test backend"): it understands exactly the
/// sequences FrameWriter may send (CUP, CUF, ED, SGR, private modes) and records
/// every cell, so a test can check that the bytes really draw the frame.
struct VirtualScreen {
    private(set) var frame: Frame
    private(set) var cursor = (x: 0, y: 0)
    private(set) var pen = CellStyle.plain
    /// Sequences the screen did not understand; a test expects none.
    private(set) var unknownSequences: [String] = []

    init(width: Int, height: Int) {
        frame = Frame(width: width, height: height)
    }

    mutating func apply(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B {
                index = applyEscape(bytes, from: index)
            } else {
                let length = utf8Length(bytes[index])
                let text = String(decoding: bytes[index..<min(bytes.count, index + length)], as: UTF8.self)
                for scalar in text.unicodeScalars {
                    if frame.contains(x: cursor.x, y: cursor.y) {
                        frame[cursor.x, cursor.y] = Cell(scalar: scalar, style: pen)
                    }
                    // No auto-wrap: the cursor stays on the last column.
                    cursor.x = min(cursor.x + 1, frame.width - 1)
                }
                index += length
            }
        }
    }

    private func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    private mutating func applyEscape(_ bytes: [UInt8], from start: Int) -> Int {
        guard start + 1 < bytes.count, bytes[start + 1] == 0x5B else {
            unknownSequences.append("ESC without [")
            return start + 1
        }
        var end = start + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else {
            unknownSequences.append("unterminated")
            return end
        }
        let body = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let final = Character(Unicode.Scalar(bytes[end]))
        if body.hasPrefix("?") { return end + 1 }  // private modes: screen, cursor, wrap
        let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        switch final {
        case "H":
            let row = (numbers.first ?? nil) ?? 1
            let column = (numbers.count > 1 ? numbers[1] : nil) ?? 1
            cursor = (column - 1, row - 1)
        case "C":
            cursor.x = min(cursor.x + ((numbers.first ?? nil) ?? 1), frame.width - 1)
        case "J" where body == "2":
            frame = Frame(width: frame.width, height: frame.height, filledWith: Cell(" ", style: CellStyle(background: pen.background)))
        case "m":
            applySGR(numbers.map { $0 ?? 0 })
        default:
            unknownSequences.append(body + String(final))
        }
        return end + 1
    }

    private mutating func applySGR(_ parameters: [Int]) {
        var index = 0
        func color(_ parameters: [Int], at index: inout Int) -> TerminalColor {
            if parameters[index + 1] == 5 {
                index += 2
                return .ansi256(UInt8(parameters[index]))
            }
            index += 4
            return .rgb(UInt8(parameters[index - 2]), UInt8(parameters[index - 1]), UInt8(parameters[index]))
        }
        while index < parameters.count {
            let parameter = parameters[index]
            switch parameter {
            case 0: pen = .plain
            case 1: pen.bold = true
            case 2: pen.dim = true
            case 3: pen.italic = true
            case 4: pen.underline = true
            case 7: pen.reverse = true
            case 22: pen.bold = false; pen.dim = false
            case 23: pen.italic = false
            case 24: pen.underline = false
            case 27: pen.reverse = false
            case 30...37: pen.foreground = .ansi16(UInt8(parameter - 30))
            case 90...97: pen.foreground = .ansi16(UInt8(parameter - 90 + 8))
            case 40...47: pen.background = .ansi16(UInt8(parameter - 40))
            case 100...107: pen.background = .ansi16(UInt8(parameter - 100 + 8))
            case 39: pen.foreground = .default
            case 49: pen.background = .default
            case 38: pen.foreground = color(parameters, at: &index)
            case 48: pen.background = color(parameters, at: &index)
            default: unknownSequences.append("SGR \(parameter)")
            }
            index += 1
        }
    }
}

extension Frame {
    /// This frame as a terminal of the given capability shows it.
    func adapted(to capability: ColorCapability) -> Frame {
        var copy = self
        for y in 0..<height {
            for x in 0..<width {
                copy[x, y].style = self[x, y].style.adapted(to: capability)
            }
        }
        return copy
    }
}
