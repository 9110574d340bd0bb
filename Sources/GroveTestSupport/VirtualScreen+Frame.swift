import GroveTerminal

extension VirtualScreen {
    /// What the screen shows, as a frame to compare with the one that was written.
    public var frame: Frame {
        var frame = Frame(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                // The screen leaves the columns a wide glyph covers empty.
                let cell = self[x, y]
                frame[x, y] = cell.text.isEmpty
                    ? .continuation(cell.pen.style) : GroveTerminal.Cell(Character(cell.text), style: cell.pen.style)
            }
        }
        return frame
    }
}

extension VirtualScreen.Pen {
    /// The pen as a frame's cell style.
    var style: CellStyle {
        CellStyle(
            foreground: foreground.color, background: background.color, bold: bold, dim: dim, italic: italic,
            underline: underline, reverse: reverse)
    }
}

extension VirtualScreen.Colour {
    var color: TerminalColor {
        switch self {
        case .default: .default
        case .basic(let index): .ansi16(index)
        case .palette(let index): .ansi256(index)
        case .rgb(let red, let green, let blue): .rgb(red, green, blue)
        }
    }
}

extension Frame {
    /// This frame as a terminal of the given capability shows it.
    public func adapted(to capability: ColorCapability) -> Frame {
        var copy = self
        for y in 0..<height {
            for x in 0..<width {
                copy[x, y].style = self[x, y].style.adapted(to: capability)
            }
        }
        return copy
    }
}
