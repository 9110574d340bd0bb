import GroveGenerator

/// Reads an art file's sections in `Art/README.md`'s format (`# …` comments, `[pose size]` headers, `glyphs:`/`colours:`
/// layers of `|…|` rows, spaces kept); a malformed header's lines are skipped, so one typo gives one message.
enum ArtFileParser {
    /// The sections of `text`, with a diagnostic for every line that fits none of the forms.
    static func parse(_ text: String, file: String) -> ([ArtSection], [Diagnostic]) {
        var sections: [ArtSection] = []
        var problems: [Diagnostic] = []
        var layer: ArtSection.Layer?
        var skippingBadSection = false
        for (number, line) in SourceLines.numbered(text) {
            func report(_ message: String) {
                problems.append(Diagnostic(file: file, line: number, message: message))
            }
            if line.isEmpty || line.hasPrefix("#") { continue }
            if skippingBadSection && !line.hasPrefix("[") { continue }
            if line.hasPrefix("|") {
                guard let current = layer, !sections.isEmpty else {
                    report("a row must follow a 'glyphs:' or 'colours:' line")
                    continue
                }
                guard let row = row(of: line, line: number) else {
                    report("a row starts and ends with '|'; this one has no closing '|'")
                    continue
                }
                switch current {
                case .glyphs: sections[sections.count - 1].glyphs.append(row)
                case .colours: sections[sections.count - 1].colours.append(row)
                }
            } else if line.hasPrefix("[") {
                layer = nil
                let header = header(line, report: report)
                if let header { sections.append(ArtSection(file: file, pose: header.pose, size: header.size, line: number)) }
                skippingBadSection = header == nil
            } else if line.hasSuffix(":"), let named = ArtSection.Layer(rawValue: String(line.dropLast())) {
                guard !sections.isEmpty else {
                    report("'\(line)' must follow a section header such as '[stage1 large]'")
                    continue
                }
                if let earlier = sections[sections.count - 1].layerLines[named] {
                    report("this section already has its '\(line)' on line \(earlier)")
                }
                sections[sections.count - 1].layerLines[named] = number
                layer = named
            } else {
                report("expected a '[pose size]' header, 'glyphs:', 'colours:', a '|row|' or a '# comment'")
            }
        }
        return (sections, problems)
    }

    /// The pose and size of a `[pose size]` header, or nil after `report`ing what is wrong with it.
    private static func header(_ line: Substring, report: (String) -> Void) -> (pose: String, size: CanvasSize)? {
        let words = line.dropFirst().dropLast().split(whereSeparator: \.isWhitespace)
        if !line.hasSuffix("]") {
            report("a section header looks like '[stage1 large]'")
        } else if words.count != 2 {
            report("a section header names a pose and a size, such as '[stage1 large]'")
        } else if let size = CanvasSize(rawValue: String(words[1])) {
            return (String(words[0]), size)
        } else {
            let sizes = CanvasSize.allCases.map(\.rawValue).joined(separator: "' or '")
            report("unknown size '\(words[1])'; the sizes are '\(sizes)'")
        }
        return nil
    }

    /// The row between the first and the last bar of `line`, or `nil` without a closing bar.
    private static func row(of line: Substring, line number: Int) -> ArtSection.Row? {
        let scalars = Array(line.unicodeScalars)
        guard let last = scalars.lastIndex(of: "|"), last > 0 else { return nil }
        return ArtSection.Row(scalars: Array(scalars[1..<last]), line: number)
    }
}
