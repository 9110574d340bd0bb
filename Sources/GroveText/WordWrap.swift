extension String {
    /// The text's words, split at spaces, filled into lines as the sequence's `wrapped(toColumns:)`.
    public func wrapped(toColumns width: Int) -> [String] {
        split(separator: " ").wrapped(toColumns: width)
    }
}

extension Sequence where Element: StringProtocol {
    /// The words, in order, filled into lines of at most `width` columns with a
    /// space between two words on a line; a word longer than a line is broken across lines.
    public func wrapped(toColumns width: Int) -> [String] {
        let width = Swift.max(1, width)
        var lines: [String] = []
        var line = ""
        for piece in self {
            var word = String(piece)
            while DisplayWidth.columns(of: word) > width {
                if !line.isEmpty { lines.append(line); line = "" }
                let head = word.cut(toColumns: width)
                // A glyph wider than the whole line still has to go somewhere.
                let taken = head.isEmpty ? String(word.prefix(1)) : head
                lines.append(taken)
                word = String(word.dropFirst(taken.count))
            }
            if line.isEmpty {
                line = word
            } else if DisplayWidth.columns(of: line) + 1 + DisplayWidth.columns(of: word) <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
