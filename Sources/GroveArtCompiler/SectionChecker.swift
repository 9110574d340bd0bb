import GroveGenerator

/// Checks the sections of one art file.
struct SectionChecker {
    /// The colours a colour layer may name.
    let palette: Palette

    /// The sections without a fault, with a diagnostic for every unknown, repeated or missing
    /// section and every fault inside one: the file must draw each of `poses` in each of `sizes`.
    func check(
        _ sections: [ArtSection], file: String, poses: [String], sizes: [CanvasSize]
    ) -> ([ArtSection], [Diagnostic]) {
        var pieces: [ArtSection] = []
        var problems: [Diagnostic] = []
        var seen: [String: Int] = [:]
        for section in sections {
            let report = { (message: String) in
                problems.append(Diagnostic(file: file, line: section.line, message: message))
            }
            guard poses.contains(section.pose) else {
                report("unknown pose '\(section.pose)'; this file has \(poses.joined(separator: ", "))")
                continue
            }
            guard sizes.contains(section.size) else {
                report("size '\(section.size.rawValue)' is not drawn in this file; its sizes are "
                    + sizes.map(\.rawValue).joined(separator: ", "))
                continue
            }
            if let earlier = seen[section.title] {
                report("\(section.title) is already drawn on line \(earlier)")
                continue
            }
            seen[section.title] = section.line
            let faults = check(section, file: file)
            problems += faults
            if faults.isEmpty { pieces.append(section) }
        }
        for pose in poses {
            for size in sizes where seen["[\(pose) \(size.rawValue)]"] == nil {
                problems.append(Diagnostic(file: file, line: 1, message: "missing section [\(pose) \(size.rawValue)]"))
            }
        }
        return (pieces, problems)
    }

    /// Every fault of one section's two layers.
    private func check(_ section: ArtSection, file: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        func report(_ line: Int, _ message: String) {
            problems.append(Diagnostic(file: file, line: line, message: message))
        }
        let size = section.size
        guard let glyphsLine = section.layerLines[.glyphs] else {
            report(section.line, "\(section.title) has no 'glyphs:' layer")
            return problems
        }
        if section.glyphs.count != size.height {
            report(glyphsLine, "\(section.title) has \(section.glyphs.count) rows of glyphs; "
                + "\(size.rawValue) art has exactly \(size.height)"
                + (size.hasGround ? ", the last one the ground" : ", with no ground row"))
        }
        for row in section.glyphs {
            if row.scalars.count != size.width {
                report(row.line, "this row is \(row.scalars.count) columns wide; "
                    + "\(size.rawValue) art is exactly \(size.width) between the bars")
            }
            if let column = row.scalars.firstIndex(where: { !Self.isSingleColumn($0) }) {
                let scalar = row.scalars[column]
                report(row.line, "column \(column + 1): \(describe(scalar)) is not a single-column "
                    + "character; use ASCII, box-drawing, block or shade characters (see README.md)")
            }
        }
        guard let coloursLine = section.layerLines[.colours] else {
            report(section.line, "\(section.title) has no 'colours:' layer")
            return problems
        }
        if section.colours.count != section.glyphs.count {
            report(coloursLine, "\(section.title) has \(section.colours.count) rows of colours "
                + "but \(section.glyphs.count) of glyphs; the two layers have the same shape")
        }
        for (glyphs, colours) in zip(section.glyphs, section.colours) {
            if colours.scalars.count != glyphs.scalars.count {
                report(colours.line, "this colour row is \(colours.scalars.count) columns wide but its "
                    + "glyph row (line \(glyphs.line)) is \(glyphs.scalars.count); the two layers have the same shape")
                continue
            }
            for (column, (glyph, colour)) in zip(glyphs.scalars, colours.scalars).enumerated() where colour != " " {
                if !palette.contains(Character(colour)) {
                    report(colours.line, "column \(column + 1): colour \(describe(colour)) is not in palette.txt")
                    break
                }
                if glyph == " " {
                    report(colours.line, "column \(column + 1): colour '\(colour)' paints a blank glyph "
                        + "(line \(glyphs.line)); leave the colour blank or draw a glyph there")
                    break
                }
            }
        }
        return problems
    }

    /// A character as a message shows it: `'q'` for printable ASCII, `'é' (U+00E9)`
    /// for other visible characters, and the bare code point for tabs, controls and marks.
    private func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar.isASCII && scalar.properties.generalCategory != .control {
            return "'\(scalar)'"
        }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .spacingMark, .enclosingMark, .lineSeparator,
             .paragraphSeparator, .spaceSeparator, .surrogate, .privateUse, .unassigned:
            return code
        default:
            return "'\(scalar)' (\(code))"
        }
    }

    /// Whether art may be drawn with `scalar`: it is one column wide in every common terminal
    /// (emoji, East Asian wide characters, combining marks and controls are not).
    private static func isSingleColumn(_ scalar: Unicode.Scalar) -> Bool {
        singleColumnGlyphs.contains { $0.contains(scalar.value) }
    }

    private static let singleColumnGlyphs: [ClosedRange<UInt32>] = [
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
}
