import FoundationEssentials
import GroveCore
import GroveText
import GroveWords

/// The Forest app's CSV export: newer ones write `2022-09-16T14:20:58.882+0300`, English tree names and `Unset`;
/// older Android ones `Mon Dec 10 09:43:41 GMT+01:00 2018`, tags and tree types in the phone's language.
/// A row is a focus session at speed 1, `True` grown, `False` withered, kept even outside grove's bounds; its tree type
/// gives a species (``ForestTreeTypes``), and the note when there is none.
enum ForestCSVImport {
    static let header = ["Start Time", "End Time", "Tag", "Note", "Tree Type", "Is Success"]

    /// Whether `rows` are a Forest export: its header, or six columns of any language over a
    /// first row that starts with a time Forest writes.
    static func recognises(_ rows: [CSVText.Row]) -> Bool {
        guard let header = rows.first?.cells, header.count == Self.header.count else { return false }
        if header.map({ $0.lowercased() }) == Self.header.map({ $0.lowercased() }) { return true }
        return rows.dropFirst().first.flatMap { time($0.cells[0]) } != nil
    }

    static func records(in rows: [CSVText.Row], settings: GroveSettings) throws(ImportProblem) -> [ImportedRecord] {
        try rows.dropFirst().map { row throws(ImportProblem) in
            let name = Words.Importing.line(line: "\(row.line)")
            let cells = row.cells
            guard cells.count == header.count else {
                throw .failure(Words.Importing.forestFields(
                    line: name, count: cells.count, columns: "\(header.count)", header: header.joined(separator: ",")))
            }
            guard let start = time(cells[0]) else { throw unreadable(name, column: 0, cells) }
            guard let end = time(cells[1]) else { throw unreadable(name, column: 1, cells) }
            guard end >= start else {
                throw .failure(Words.Importing.forestEndBeforeStart(
                    line: name, end: PrintableText.escaped(cells[1]), start: PrintableText.escaped(cells[0])))
            }
            guard let grown = Bool(cells[5].lowercased()) else {
                throw .failure(Words.Importing.forestSuccess(line: name, value: PrintableText.escaped(cells[5])))
            }
            let treeType = cells[4]
            let session = ForeignSession.focus(
                source: "forest", start: start, end: end, grown: grown,
                tag: ImportedText.tag(cells[2], defaultTag: settings.defaultTag),
                species: ForestTreeTypes.species(for: treeType) ?? settings.defaultSpecies,
                note: ImportedText.note([cells[3]]) ?? ImportedText.note([treeType]))
            return ImportedRecord(name: name, session: session)
        }
    }

    private static func time(_ text: String) -> Date? {
        ForeignTime.iso8601(text) ?? ForeignTime.javaDate(text)
    }

    /// The time in `column` of the row `line` is none Forest writes.
    private static func unreadable(_ line: String, column: Int, _ cells: [String]) -> ImportProblem {
        .failure(Words.Importing.forestTime(line: line, column: header[column], value: PrintableText.escaped(cells[column])))
    }
}
