/// Text cells of grove's CSV as a spreadsheet opens them. A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
/// return is run as a formula, so it is written after a `'`, which spreadsheets take for "text follows" and do not show
/// (OWASP's advice against CSV injection); a cell that starts with `'` gets one more, so reading drops exactly one.
enum SpreadsheetText {
    /// `text` as a cell a spreadsheet shows and never runs.
    static func cell(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, "=+-@\t\r'".unicodeScalars.contains(first) else { return text }
        return "'" + text
    }

    /// The text `cell` was written from.
    static func text(ofCell cell: String) -> String {
        cell.hasPrefix("'") ? String(cell.dropFirst()) : cell
    }
}
