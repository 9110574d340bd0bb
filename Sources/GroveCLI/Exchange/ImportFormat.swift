import FoundationEssentials
import GroveCore
import GroveText
import GroveWords

/// The files `grove import` takes, told apart by their content (never their name).
enum ImportFormat: Sendable, Hashable {
    /// `grove history --json` of any grove: a JSON array of sessions.
    case historyJSON
    /// `grove history --csv`: a CSV whose header starts `id,kind,state`.
    case historyCSV
    /// The Forest app's CSV export (``ForestCSVImport``).
    case forest
    /// timewarrior's `timew export`: a JSON array of intervals (``TimewarriorImport``).
    case timewarrior

    /// The format as grove names it: "a Forest export".
    var shown: String {
        switch self {
        case .historyJSON: Words.Importing.historyJSON
        case .historyCSV: Words.Importing.historyCSV
        case .forest: Words.Importing.forest
        case .timewarrior: Words.Importing.timewarrior
        }
    }

    /// What a file holds, read and checked: every session grove would take, or the first record refused.
    struct Reading {
        let format: ImportFormat
        let sessions: [FinishedSession]
        /// Intervals still being tracked, skipped (timewarrior only).
        let openIntervals: Int
    }

    /// Reads `bytes` in whichever format they are; each session is checked as any from outside
    /// (``SessionSanity/problemBeforeImport(in:now:)``), and the first refused stops the import, named by its record or line.
    static func read(_ bytes: [UInt8], settings: GroveSettings, now: Date) throws(ImportProblem) -> Reading {
        guard var text = String(validating: bytes, as: UTF8.self) else { throw .failure(Words.Importing.notUTF8) }
        // A spreadsheet that saved the CSV may have put a byte order mark first.
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let (format, records, open) = try records(in: text)
        let sessions = try records.map { record throws(ImportProblem) in
            let session = record.session
            let texts = [(SessionField.id, session.id), (.tag, session.tag), (.species, session.species), (.note, session.note ?? "")]
            for (field, value) in texts where !PrintableText.isPrintable(value) {
                throw .failure(Words.Importing.field(record: record.name, field: field.rawValue, rule: Words.Settings.printableRule))
            }
            if let (field, problem) = SessionSanity.problemBeforeImport(in: session, now: now) {
                throw .failure(Words.Importing.field(record: record.name, field: field.rawValue, rule: problem))
            }
            return session
        }
        return Reading(format: format, sessions: sessions, openIntervals: open)

        func records(in text: String) throws(ImportProblem) -> (ImportFormat, [ImportedRecord], Int) {
            let data = Data(text.utf8)
            if let opening = text.first(where: { !$0.isWhitespace }), opening == "[" || opening == "{" {
                let first = (try? JSONFormat.decoder().decode([JSONValue].self, from: data))?.first
                if let first, TimewarriorImport.recognises(first) {
                    let (records, open) = try TimewarriorImport.records(in: data, settings: settings)
                    return (.timewarrior, records, open)
                }
                return (.historyJSON, try HistoryJSONImport.records(in: data), 0)
            }
            let rows: [CSVText.Row]
            do {
                rows = try CSVText.rows(text)
            } catch {
                throw .failure(Words.Importing.notCSV(line: Words.Importing.line(line: "\(error.line)"), reason: error.reason))
            }
            if let header = rows.first?.cells, HistoryCSVImport.recognises(header) {
                return (.historyCSV, try HistoryCSVImport.records(in: rows), 0)
            }
            if ForestCSVImport.recognises(rows) {
                return (.forest, try ForestCSVImport.records(in: rows, settings: settings), 0)
            }
            throw .failure(Words.Importing.unknownFormat)
        }
    }
}
