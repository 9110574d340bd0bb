/// A manual page's source in the man(7) macros, which `man`, `groff` and `mandoc` read.
struct Roff {
    /// The `.TH` line, which comes first.
    private let header: String
    private var body = ""

    /// The longest line of source: `mandoc -T lint` asks for 80 bytes.
    static let width = 80

    /// A page whose header and footer say `title`(`section`), `date`, `source` and `manual`.
    init(title: String, section: Int, date: String, source: String, manual: String) {
        header = Self.macroLine("TH", [title, "\(section)", date, source, manual])
    }

    /// The page's source: a character a device cannot draw (groff's PostScript fonts lack CJK
    /// ideographs and most symbols) is written as its code point there, not dropped with a warning.
    var source: String {
        var characters: [String] = []
        var rest = Substring(body)
        while let start = rest.firstRange(of: "\\[u") {
            let name = rest[start.lowerBound...].prefix { $0 != "]" } + "]"
            if !characters.contains(String(name)) { characters.append(String(name)) }
            rest = rest[start.upperBound...]
        }
        let fallbacks = characters.map { ".if !c\($0) .char \($0) [U+\($0.dropFirst(3).dropLast())]\n" }
        return header + fallbacks.joined() + body
    }

    /// A macro line, `.SH NAME`; an argument with a space is quoted, its quotes doubled.
    mutating func macro(_ name: String, _ arguments: String...) {
        body += Self.macroLine(name, arguments)
    }

    private static func macroLine(_ name: String, _ arguments: [String]) -> String {
        let quoted = arguments.map { $0.contains(" ") ? "\"" + $0.replacing("\"", with: "\"\"") + "\"" : $0 }
        return "." + ([name] + quoted).joined(separator: " ") + "\n"
    }

    /// Escaped text (it may set fonts), filled by the reader: written in lines of at most `width` bytes,
    /// broken at spaces.
    mutating func text(_ text: String) {
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.utf8.count + 1 + word.utf8.count > Self.width {
                literal(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        literal(line)
    }

    /// One line of escaped text as it is, for a no-fill block; one that would read as a macro is kept as text.
    mutating func literal(_ line: String) {
        body += (line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" : "") + line + "\n"
    }

    /// `text` read as it is written: a backslash as `\e`; a hyphen as `\-`, so that an option copied from
    /// the page is typed with the ASCII one; any other non-ASCII character by its code point (`groff`
    /// reads its input as Latin-1); a dot or quote that would start a line as a macro behind `\&`.
    static func escaped(_ text: String) -> String {
        var escaped = text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" : ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return escaped
    }

    static func bold(_ text: String) -> String { "\\fB" + escaped(text) + "\\fR" }

    static func italic(_ text: String) -> String { "\\fI" + escaped(text) + "\\fR" }
}
