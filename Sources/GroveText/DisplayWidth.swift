/// How many columns a terminal gives text, the one measure every table, screen and frame aligns by: the toolchain's Unicode
/// properties and a small table of wide ranges, not `wcwidth`, which depends on the process locale.
public enum DisplayWidth {
    /// The columns `text` takes, grapheme cluster by grapheme cluster (see `columns(of:)` for a `Character`).
    @inlinable  // Specialised where it is called: a screen measures its text at every wake.
    public static func columns(of text: some StringProtocol) -> Int {
        guard isOneScalarPerCharacter(text) else { return text.reduce(0) { $0 + columns(of: $1) } }
        return text.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
    }

    /// Whether each scalar of `text` is a character of its own, so walking scalars equals walking characters without grapheme
    /// breaking: true for Latin, punctuation, arrows, box drawing and blocks, most of what the screens draw.
    @inlinable
    public static func isOneScalarPerCharacter(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.allSatisfy { standsAlone($0.value) }
    }

    /// Whether a scalar never joins a neighbour into one character (grapheme cluster break
    /// property Other or Control) and is no mark: it takes a column, the wide ones two.
    @usableFromInline
    static func standsAlone(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x20CF, 0x2100...0x2BFF: true
        default: false
        }
    }

    /// The columns one grapheme cluster takes. An emoji sequence (a flag, a skin tone, a ZWJ sequence, an emoji with VS16)
    /// is one wide glyph. Any other cluster is as wide as its scalars side by side, as xterm, VTE and tmux draw text (scalar
    /// by scalar, by glibc's `wcwidth`): a Devanagari or Thai vowel sign that spaces takes its own column, a mark above or
    /// below none, and a Hangul syllable spelt in jamo two. Terminals that measure whole clusters differ on a few of these
    /// (a conjunct with a vowel sign); grove follows the scalar-by-scalar ones.
    public static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let rest = scalars.dropFirst()
        if rest.isEmpty { return columns(of: first) }
        if isEmojiSequence(first, rest) { return 2 }
        return rest.reduce(columns(of: first)) { $0 + columns(of: $1) }
    }

    /// Whether a cluster of several scalars is drawn as one emoji: two regional indicators (a flag), or an emoji followed by
    /// VS16, a skin tone, tags (a subdivision's flag) or a ZWJ joining the next emoji.
    private static func isEmojiSequence(_ first: Unicode.Scalar, _ rest: Substring.UnicodeScalarView) -> Bool {
        if isRegionalIndicator(first) { return rest.first.map(isRegionalIndicator) ?? false }
        guard first.properties.isEmoji else { return false }
        return rest.indices.contains { index in
            let scalar = rest[index]
            switch scalar.value {
            case 0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return true
            case 0x200D: return rest.index(after: index) != rest.endIndex
            default: return false
            }
        }
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// 0 for marks that sit on another glyph and invisible scalars, 2 for wide (East Asian, emoji) ones, else 1.
    /// Control characters count as 0: they must never reach the terminal as cell content.
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        // Box drawing, blocks and shapes, which the screens draw most, neither join nor widen:
        // no search (the wide shapes start at U+25FD).
        if (0x2500...0x25FC).contains(value) { return 1 }
        // Punctuation and symbols are never marks: the general category's lookup costs more than the rest together.
        if !standsAlone(value) && takesNoColumn(scalar) { return 0 }
        return holds(wide, value) ? 2 : 1
    }

    /// Nonspacing and enclosing marks, format characters (ZWJ, variation selectors' kin, tags) and separators take no
    /// column, and so do the vowels and finals of conjoining Hangul jamo, which join the syllable their initial starts:
    /// as glibc's `wcwidth` counts them. Spacing marks (Mc) take a column of their own.
    private static func takesNoColumn(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator: true
        default: (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
        }
    }

    /// Whether one of `ranges`, sorted and apart, holds `value`: a binary search, as every cell
    /// a frame draws asks.
    private static func holds(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ranges.count && ranges[low].contains(value)
    }

    /// Sorted and apart, for `holds`.
    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC,
        0x23F0...0x23F0, 0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615,
        0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
        0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755,
        0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF,
        0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x2E80...0x303E,
        0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x18CFF,
        0x1B000...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E,
        0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
        0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x3FFFD,
    ]
}

extension String {
    /// The whole characters of the text that fit in `width` columns.
    public func cut(toColumns width: Int) -> String {
        var kept = ""
        var columns = 0
        for character in self {
            columns += DisplayWidth.columns(of: character)
            if columns > width { break }
            kept.append(character)
        }
        return kept
    }

    /// The text followed by spaces up to `width` columns (never cut).
    public func padded(toColumns width: Int) -> String {
        let columns = DisplayWidth.columns(of: self)
        return columns >= width ? self : self + String(repeating: " ", count: width - columns)
    }
}
