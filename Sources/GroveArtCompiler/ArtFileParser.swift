/// Reads the sections of an art file, in the format of `Art/README.md`: `# …` comments,
/// `[pose size]` headers, `glyphs:` and `colours:` layers of `|…|` rows (spaces kept to the bars).
/// The lines of a section whose header is malformed are skipped, so one typo gives one message.
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
                switch header(line) {
                case .success(let (pose, size)):
                    sections.append(ArtSection(file: file, pose: pose, size: size, line: number))
                    skippingBadSection = false
                case .failure(let problem):
                    report(problem.message)
                    skippingBadSection = true
                }
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

    /// A header's message when it is malformed.
    private struct HeaderProblem: Error {
        let message: String
    }

    /// The pose and size of a `[pose size]` header.
    private static func header(_ line: Substring) -> Result<(String, CanvasSize), HeaderProblem> {
        let sizes = CanvasSize.allCases.map(\.rawValue).joined(separator: "' or '")
        guard line.hasSuffix("]") else {
            return .failure(HeaderProblem(message: "a section header looks like '[stage1 large]'"))
        }
        let words = line.dropFirst().dropLast().split(whereSeparator: \.isWhitespace)
        guard words.count == 2 else {
            let message = "a section header names a pose and a size, such as '[stage1 large]'"
            return .failure(HeaderProblem(message: message))
        }
        guard let size = CanvasSize(rawValue: String(words[1])) else {
            return .failure(HeaderProblem(message: "unknown size '\(words[1])'; the sizes are '\(sizes)'"))
        }
        return .success((String(words[0]), size))
    }

    /// The row between the first and the last bar of `line`, or `nil` without a closing bar.
    private static func row(of line: Substring, line number: Int) -> ArtSection.Row? {
        let scalars = Array(line.unicodeScalars)
        guard let last = scalars.lastIndex(of: "|"), last > 0 else { return nil }
        return ArtSection.Row(scalars: Array(scalars[1..<last]), line: number)
    }
}
