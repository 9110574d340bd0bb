import GroveWords

/// Comma-separated values as RFC 4180 has them: a field holding a comma, a quote or a line
/// break is quoted, and a quote inside it is doubled. Lines may end in CRLF or LF.
enum CSVText {
    /// One record of a file, with the line it starts on (the header is line 1), for naming it.
    struct Row: Sendable, Hashable {
        let line: Int
        let cells: [String]
    }

    /// Why text is not CSV: the line where it breaks, and how.
    struct Problem: Error, Sendable, Hashable {
        let line: Int
        let reason: String
    }

    /// The records of `text`; a blank line is no record. A quote that is never closed, or
    /// text after a closing quote, is refused with its line.
    static func rows(_ text: String) throws(Problem) -> [Row] {
        var rows: [Row] = []
        var cells: [String] = []
        var cell = ""
        var line = 1, rowLine = 1
        var quoted = false, closedQuote = false, rowHasText = false
        var characters = text.unicodeScalars.makeIterator()
        var pending = characters.next()
        func endRow() {
            cells.append(cell)
            if rowHasText || cells.count > 1 || !cell.isEmpty { rows.append(Row(line: rowLine, cells: cells)) }
            cells = []
            cell = ""
            closedQuote = false
            rowHasText = false
        }
        while let scalar = pending {
            pending = characters.next()
            if quoted {
                if scalar == "\"" {
                    if pending == "\"" {
                        cell.unicodeScalars.append("\"")
                        pending = characters.next()
                    } else {
                        quoted = false
                        closedQuote = true
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    cell.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case ",":
                cells.append(cell)
                cell = ""
                closedQuote = false
                rowHasText = true
            case "\r" where pending == "\n":
                continue
            case "\n":
                endRow()
                line += 1
                rowLine = line
            case "\"" where cell.isEmpty && !closedQuote:
                quoted = true
                rowHasText = true
            default:
                guard !closedQuote else { throw Problem(line: line, reason: Words.Importing.quoteNotAtEnd) }
                guard scalar != "\"" else { throw Problem(line: line, reason: Words.Importing.quoteNotQuoted) }
                cell.unicodeScalars.append(scalar)
                rowHasText = true
            }
        }
        guard !quoted else { throw Problem(line: rowLine, reason: Words.Importing.quoteNeverClosed) }
        endRow()
        return rows
    }

    /// One record, ended by a line break; fields are quoted only when they must be.
    static func line(_ cells: [String]) -> String {
        cells.map(field).joined(separator: ",") + "\n"
    }

    private static func field(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacing("\"", with: "\"\"") + "\""
    }
}
