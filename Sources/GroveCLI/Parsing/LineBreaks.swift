import GroveText

/// Where a line of help may break, in every script: at a space, and between two characters of a script written without
/// spaces (Chinese, Japanese), though never so that a closing mark (`。`, `、`, `）`, `」`) starts a line or an opening one
/// (`（`, `「`) ends it. Korean and emoji are wide too, but Korean sets its words apart with spaces.
enum LineBreaks {
    /// Text between two places a line may break, and whether a space stood before it (kept within a line, dropped at a break).
    struct Piece: Equatable {
        var text: String
        var spaced: Bool
    }

    /// Whether `character` belongs to a script written without spaces between words.
    static func isUnspaced(_ character: Character) -> Bool {
        guard DisplayWidth.columns(of: character) == 2, let scalar = character.unicodeScalars.first else { return false }
        let hangul = (0x1100...0x11FF).contains(scalar.value) || (0x3130...0x318F).contains(scalar.value)
            || (0xAC00...0xD7AF).contains(scalar.value)
        return !hangul && !scalar.properties.isEmojiPresentation
    }

    /// What joins two lines of one paragraph: nothing where either side is written without spaces, else a space.
    static func separator(between before: some StringProtocol, and after: some StringProtocol) -> String {
        guard let last = before.last, let first = after.first else { return "" }
        return isUnspaced(last) || isUnspaced(first) ? "" : " "
    }

    /// `text`'s pieces, in order.
    static func pieces(of text: some StringProtocol) -> [Piece] {
        var pieces: [Piece] = []
        for word in text.split(separator: " ") {
            var piece = Piece(text: "", spaced: !pieces.isEmpty)
            for character in word {
                if let last = piece.text.last, breaks(between: last, and: character) {
                    pieces.append(piece)
                    piece = Piece(text: "", spaced: false)
                }
                piece.text.append(character)
            }
            pieces.append(piece)
        }
        return pieces
    }

    private static func breaks(between before: Character, and after: Character) -> Bool {
        isUnspaced(before) && isUnspaced(after) && !closing.contains(after) && !opening.contains(before)
    }

    /// Marks that never start a line (kinsoku, simply).
    private static let closing: Set<Character> = ["。", "、", "，", "．", "）", "」", "』", "！", "？", "：", "；", "】", "》", "〉", "・", "ー"]
    /// Marks that never end a line.
    private static let opening: Set<Character> = ["（", "「", "『", "【", "《", "〈"]

    /// `pieces` filled into lines of at most `width` columns; a piece wider than a line is cut across lines.
    static func filled(_ pieces: [Piece], toColumns width: Int) -> [[Piece]] {
        let width = max(1, width)
        var lines: [[Piece]] = []
        var line: [Piece] = []
        var used = 0
        for var piece in pieces {
            while DisplayWidth.columns(of: piece.text) > width {
                if !line.isEmpty { lines.append(line); (line, used) = ([], 0) }
                let head = piece.text.cut(toColumns: width)
                // A glyph wider than the whole line still has to go somewhere.
                let taken = head.isEmpty ? String(piece.text.prefix(1)) : head
                lines.append([Piece(text: taken, spaced: false)])
                piece = Piece(text: String(piece.text.dropFirst(taken.count)), spaced: false)
            }
            let columns = DisplayWidth.columns(of: piece.text)
            if line.isEmpty {
                (line, used) = ([piece], columns)
            } else if used + (piece.spaced ? 1 : 0) + columns <= width {
                line.append(piece)
                used += (piece.spaced ? 1 : 0) + columns
            } else {
                lines.append(line)
                (line, used) = ([piece], columns)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// A line's text: its pieces, with the spaces that stood between them.
    static func text(of line: [Piece]) -> String {
        line.enumerated().map { index, piece in (index > 0 && piece.spaced ? " " : "") + piece.text }.joined()
    }
}
