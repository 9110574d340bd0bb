import GroveText

/// A tiny terminal for tests: records every cell a program's output draws (text, cursor moves, erasing, SGR, private
/// modes, bell, OSC), to check what a person sees and that the terminal is left as found. Split bytes join across `apply`s.
public struct VirtualScreen {
    /// A colour as SGR sets it.
    public enum Colour: Equatable, Hashable, Sendable {
        case `default`
        /// One of the 16 basic colours (0–7 normal, 8–15 bright).
        case basic(UInt8)
        case palette(UInt8)
        case rgb(UInt8, UInt8, UInt8)
    }

    /// The style text is drawn with.
    public struct Pen: Equatable, Hashable, Sendable {
        public var foreground: Colour = .default
        public var background: Colour = .default
        public var bold = false
        public var dim = false
        public var italic = false
        public var underline = false
        public var reverse = false

        public init() {}

        /// No colours, no attributes.
        public static let plain = Pen()
    }

    public struct Cell: Equatable, Hashable, Sendable {
        /// The grapheme cluster drawn from this column; empty in a column that a wide one before it covers.
        public var text: String
        public var pen: Pen

        public init(text: String = " ", pen: Pen = .plain) {
            self.text = text
            self.pen = pen
        }
    }

    public let width: Int
    public let height: Int
    /// The cells of the screen shown now, row by row.
    public private(set) var cells: [Cell]
    /// Where the next character goes; `x` is `width` after writing the last column
    /// with auto-wrap on, until the next character wraps.
    public private(set) var cursor = (x: 0, y: 0)
    public private(set) var pen = Pen.plain
    /// Whether the alternate screen is shown (private mode 1049).
    public private(set) var isAlternateScreen = false
    /// Whether the cursor is shown (private mode 25).
    public private(set) var isCursorVisible = true
    /// Whether writing past the last column continues on the next line (private mode 7).
    public private(set) var isAutoWrapOn = true
    public private(set) var bells = 0
    /// The operating system commands received, without `ESC ]` and the terminator,
    /// such as `777;notify;title;body`.
    public private(set) var operatingSystemCommands: [String] = []
    /// Sequences the screen did not understand; a test usually expects none.
    public private(set) var unknownSequences: [String] = []

    /// The main screen and its cursor while the alternate screen is shown.
    private var savedMain: (cells: [Cell], cursor: (x: Int, y: Int))?
    /// The start of a sequence or character cut off at the end of the last bytes.
    private var unfinished: [UInt8] = []
    /// Where the cluster written last starts, which the next scalar may still join; nil after anything but text.
    private var openCluster: (x: Int, y: Int)?

    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        cells = Array(repeating: Cell(), count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell { cells[y * width + x] }

    /// The text of row `y`, without trailing spaces.
    public func rowText(_ y: Int) -> String {
        guard y >= 0 && y < height else { return "" }
        var text = cells[(y * width)..<((y + 1) * width)].map(\.text).joined()
        while text.unicodeScalars.last == " " { text.unicodeScalars.removeLast() }
        return text
    }

    /// The screen as text: rows joined by newlines, trailing spaces trimmed per row.
    public func text() -> String { (0..<height).map(rowText).joined(separator: "\n") }

    /// Whether `fragment` appears on the screen within one row.
    public func shows(_ fragment: String) -> Bool {
        (0..<height).contains { rowText($0).contains(fragment) }
    }

    public mutating func apply(_ newBytes: [UInt8]) {
        let bytes = unfinished + newBytes
        unfinished = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next: Int?
            // Only text continues the cluster written last.
            if byte < 0x20 || byte == 0x7F { openCluster = nil }
            switch byte {
            case 0x1B: next = applyEscape(bytes, from: index)
            case 0x07: bells += 1; next = index + 1
            case 0x0D: cursor.x = 0; next = index + 1
            case 0x0A: lineFeed(); next = index + 1
            case 0x08: cursor.x = max(0, min(cursor.x, width - 1) - 1); next = index + 1
            case 0x00..<0x20, 0x7F: next = index + 1
            default: next = applyText(bytes, from: index)
            }
            guard let next else {
                unfinished = Array(bytes[index...])
                return
            }
            index = next
        }
    }

    // MARK: Text

    /// Prints one UTF-8 character; nil when it is cut off.
    private mutating func applyText(_ bytes: [UInt8], from start: Int) -> Int? {
        let length: Int
        switch bytes[start] {
        case 0xF0...: length = 4
        case 0xE0...: length = 3
        case 0xC0...: length = 2
        default: length = 1
        }
        guard start + length <= bytes.count else { return nil }
        for scalar in String(decoding: bytes[start..<(start + length)], as: UTF8.self).unicodeScalars {
            put(scalar)
        }
        return start + length
    }

    /// Writes a scalar as a grapheme-aware terminal does: joined to the cluster written last when Unicode makes them one
    /// character, else as a cluster of its own at the cursor; each cluster as wide as `DisplayWidth` says.
    private mutating func put(_ scalar: Unicode.Scalar) {
        if let open = openCluster, join(scalar, toClusterAt: open) { return }
        if cursor.x >= width {
            if isAutoWrapOn {
                cursor.x = 0
                lineFeed()
            } else {
                cursor.x = width - 1
            }
        }
        openCluster = cursor
        place(Cell(text: String(scalar), pen: pen), x: cursor.x, y: cursor.y)
    }

    /// Adds `scalar` to the cluster at `start` if the two make one character; whether it did.
    private mutating func join(_ scalar: Unicode.Scalar, toClusterAt start: (x: Int, y: Int)) -> Bool {
        var head = cells[start.y * width + start.x]
        head.text.unicodeScalars.append(scalar)
        guard head.text.count == 1 else { return false }
        place(head, x: start.x, y: start.y)
        return true
    }

    /// Sets the cell at (`x`, `y`) and marks the columns its glyph covers after it (a glyph taking none takes one here, so
    /// it shows), as a terminal does; the cursor goes after them.
    private mutating func place(_ cell: Cell, x: Int, y: Int) {
        let columns = max(1, DisplayWidth.columns(of: Character(cell.text)))
        cells[y * width + x] = cell
        // The columns the glyph drawn here before covered are blank again.
        for covered in (x + 1)..<width {
            guard cells[y * width + covered].text.isEmpty else { break }
            cells[y * width + covered] = Cell(text: " ", pen: cell.pen)
        }
        for covered in (x + 1)..<max(x + 1, min(width, x + columns)) { cells[y * width + covered] = Cell(text: "", pen: cell.pen) }
        // Without auto-wrap the cursor stays on the last column.
        cursor.x = isAutoWrapOn ? x + columns : min(x + columns, width - 1)
    }

    /// What erasing and scrolling leave: a space on the current background.
    private var blank: Cell {
        var erased = Cell()
        erased.pen.background = pen.background
        return erased
    }

    private mutating func lineFeed() {
        if cursor.y < height - 1 {
            cursor.y += 1
        } else {
            cells.removeFirst(width)
            cells += Array(repeating: blank, count: width)
        }
    }

    // MARK: Escape sequences

    /// Applies the sequence starting at `start` (an ESC); nil when it is cut off.
    private mutating func applyEscape(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        switch bytes[start + 1] {
        case 0x5B:  // [
            return applyControlSequence(bytes, from: start)
        case 0x5D:  // ]
            return applyOperatingSystemCommand(bytes, from: start)
        default:
            unknownSequences.append("ESC " + String(Unicode.Scalar(bytes[start + 1])))
            return start + 2
        }
    }

    /// Ends at BEL, or at ESC (then a `\` after it is part of the terminator).
    private mutating func applyOperatingSystemCommand(_ bytes: [UInt8], from start: Int) -> Int? {
        guard let end = bytes[(start + 2)...].firstIndex(where: { $0 == 0x07 || $0 == 0x1B }),
              bytes[end] == 0x07 || end + 1 < bytes.count
        else { return nil }
        operatingSystemCommands.append(String(decoding: bytes[(start + 2)..<end], as: UTF8.self))
        return bytes[end] == 0x1B && bytes[end + 1] == 0x5C ? end + 2 : end + 1
    }

    private mutating func applyControlSequence(_ bytes: [UInt8], from start: Int) -> Int? {
        guard let end = bytes[(start + 2)...].firstIndex(where: { (0x40...0x7E).contains($0) }) else { return nil }
        let body = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let final = Character(Unicode.Scalar(bytes[end]))
        if body.hasPrefix("?") {
            setPrivateModes(String(body.dropFirst()), on: final == "h", final: final)
            return end + 1
        }
        let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = (numbers.first ?? nil) ?? 1
        switch final {
        case "H", "f":
            let column = (numbers.count > 1 ? numbers[1] : nil) ?? 1
            cursor = (min(max(column, 1), width) - 1, min(max(first, 1), height) - 1)
        case "A": cursor.y = max(0, cursor.y - first)
        case "B": cursor.y = min(height - 1, cursor.y + first)
        case "C": cursor.x = min(min(cursor.x, width - 1) + first, width - 1)
        case "D": cursor.x = max(0, min(cursor.x, width - 1) - first)
        case "J" where body == "2":
            cells = Array(repeating: blank, count: width * height)
        case "K" where body.isEmpty || body == "0":
            for x in min(cursor.x, width)..<width { cells[cursor.y * width + x] = blank }
        case "m":
            applySelectGraphicRendition(body.isEmpty ? [0] : numbers.map { $0 ?? 0 })
        default:
            unknownSequences.append(body + String(final))
        }
        return end + 1
    }

    private mutating func setPrivateModes(_ list: String, on: Bool, final: Character) {
        guard final == "h" || final == "l" else {
            unknownSequences.append("?" + list + String(final))
            return
        }
        for mode in list.split(separator: ";") {
            switch mode {
            case "1049": switchScreen(toAlternate: on)
            case "25": isCursorVisible = on
            case "7": isAutoWrapOn = on
            default: unknownSequences.append("?" + mode + String(final))
            }
        }
    }

    private mutating func switchScreen(toAlternate: Bool) {
        guard toAlternate != isAlternateScreen else { return }
        isAlternateScreen = toAlternate
        if toAlternate {
            savedMain = (cells, cursor)
            cells = Array(repeating: Cell(), count: width * height)
        } else if let savedMain {
            cells = savedMain.cells
            cursor = savedMain.cursor
            self.savedMain = nil
        }
    }

    private mutating func applySelectGraphicRendition(_ parameters: [Int]) {
        var index = 0
        func colour(at index: inout Int) -> Colour {
            guard index + 1 < parameters.count else { return .default }
            if parameters[index + 1] == 5, index + 2 < parameters.count {
                index += 2
                return .palette(UInt8(clamping: parameters[index]))
            }
            guard parameters[index + 1] == 2, index + 4 < parameters.count else { return .default }
            index += 4
            return .rgb(
                UInt8(clamping: parameters[index - 2]), UInt8(clamping: parameters[index - 1]),
                UInt8(clamping: parameters[index]))
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
            case 30...37: pen.foreground = .basic(UInt8(parameter - 30))
            case 90...97: pen.foreground = .basic(UInt8(parameter - 90 + 8))
            case 40...47: pen.background = .basic(UInt8(parameter - 40))
            case 100...107: pen.background = .basic(UInt8(parameter - 100 + 8))
            case 39: pen.foreground = .default
            case 49: pen.background = .default
            case 38: pen.foreground = colour(at: &index)
            case 48: pen.background = colour(at: &index)
            default: unknownSequences.append("SGR \(parameter)")
            }
            index += 1
        }
    }
}
