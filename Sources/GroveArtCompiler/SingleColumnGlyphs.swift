/// The characters art may be drawn with: each one Unicode scalar one column wide in every common
/// terminal (emoji, East Asian wide characters, combining marks and controls are outside).
enum SingleColumnGlyphs {
    private static let allowed: [ClosedRange<UInt32>] = [
        0x0020...0x007E,  // printable ASCII
        0x00A1...0x00AC,  // Latin-1 punctuation and signs (no-break space excluded) …
        0x00AE...0x00FF,  // … and letters (soft hyphen excluded)
        0x2010...0x2027,  // dashes, quotes, bullets, ellipsis
        0x2030...0x203B,  // per mille, primes, reference mark (‼ excluded) …
        0x203D...0x2048,  // … interrobang to ⁈ (⁉ excluded) …
        0x204A...0x205E,  // … and the rest of general punctuation
        0x2190...0x21FF,  // arrows
        0x2500...0x257F,  // box drawing
        0x2580...0x259F,  // block elements and shades
        0x25A0...0x25FC,  // geometric shapes (the wide ◽◾ excluded) …
        0x25FF...0x25FF,  // … and the last one
        0x2801...0x28FF,  // braille patterns (the blank one excluded)
    ]

    /// Whether `scalar` may appear in the glyph layer.
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        allowed.contains { $0.contains(scalar.value) }
    }
}
