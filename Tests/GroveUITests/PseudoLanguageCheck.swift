import GroveTerminal
import GroveText

/// What a frame drawn in `Language.pseudo` shows when its layout breaks or a word escaped the catalog. Every text of the
/// catalog is there accented, 40 % longer and in brackets: a text cut by an edge or written over by another leaves a bracket
/// unmatched on its row, one shortened with "…" loses its closing bracket too, and English left bare reads as plain ASCII.
enum PseudoLanguageCheck {
    /// What is wrong with `frame`, a line each; none when it holds. `kept` are the words that may stay English (rule 2 of
    /// the catalog: what a program reads, and the words another area's entries will write).
    static func problems(in frame: Frame, keeping kept: Set<String> = []) -> [String] {
        (0..<frame.height).flatMap { y in problems(inRow: frame.rowText(y), width: frame.width, keeping: kept).map { "row \(y): \($0)" } }
    }

    /// What is wrong with one line of text `width` columns wide.
    static func problems(inRow row: String, width: Int, keeping kept: Set<String> = []) -> [String] {
        var found: [String] = []
        if DisplayWidth.columns(of: row) > width { found.append("runs past \(width) columns: \(row)") }
        var depth = 0
        var previous: Character = " "
        for character in row {
            if character == "[" { depth += 1 }
            if character == "]" { depth -= 1 }
            if depth < 0 {
                found.append("a text begins cut or written over: \(row)")
                depth = 0
            }
            // Inside a catalog text "…" is its own ("… and 3 more"); anywhere else it marks a text shortened.
            if character == "…", previous != "[" { found.append("a text is shortened with …: \(row)") }
            previous = character
        }
        if depth > 0 { found.append("a text ends cut or written over: \(row)") }
        let english = bareEnglish(in: row).filter { !kept.contains($0) }
        if !english.isEmpty { found.append("English outside the catalog (\(english.joined(separator: ", "))): \(row)") }
        return found
    }

    /// Runs of three or more unaccented ASCII letters: words no catalog entry wrote.
    static func bareEnglish(in text: String) -> [String] {
        text.split { !($0.isASCII && $0.isLetter) }.map(String.init).filter { $0.count >= 3 }
    }
}
