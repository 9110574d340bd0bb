import GroveCore
import GroveWords

/// `grove history --csv` read back: the header names `FinishedSession`'s fields and each row
/// is decoded by the same `init(from:)` as the JSON, so export then import gives the same history.
enum HistoryCSVImport {
    /// Whether `header` is that of `grove history --csv`.
    static func recognises(_ header: [String]) -> Bool {
        header.starts(with: [SessionField.id, .kind, .state].map(\.rawValue))
    }

    static func records(in rows: [CSVText.Row]) throws(ImportProblem) -> [ImportedRecord] {
        guard let header = rows.first?.cells else { return [] }
        return try rows.dropFirst().map { row throws(ImportProblem) in
            let name = Words.Importing.line(line: "\(row.line)")
            guard row.cells.count == header.count else {
                throw .failure(Words.Importing.csvFields(line: name, count: row.cells.count, header: "\(header.count)"))
            }
            // A grove before count-up and notes wrote neither column.
            let decoder = CSVRecordDecoder(header: header, cells: row.cells, userInfo: [.groveSchema: SchemaVersion.first])
            do {
                return ImportedRecord(name: name, session: try FinishedSession(from: decoder))
            } catch {
                throw .undecodable(name, error)
            }
        }
    }
}
