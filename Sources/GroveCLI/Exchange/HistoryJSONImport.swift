import FoundationEssentials
import GroveCore
import GroveText
import GroveWords

/// `grove history --json` of any grove, read back through `FinishedSession`'s `Codable`.
enum HistoryJSONImport {
    /// Every element, decoded on its own so that a bad one is named by its number and id.
    static func records(in data: Data) throws(ImportProblem) -> [ImportedRecord] {
        let decoder = JSONFormat.decoder(dates: .printed)
        // A grove before count-up and notes wrote neither field: such a session is a countdown without a note.
        decoder.userInfo[.groveSchema] = SchemaVersion.first
        let elements: [ImportedElement<FinishedSession>]
        do {
            elements = try decoder.decode([ImportedElement<FinishedSession>].self, from: data)
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
            throw .failure(Words.Importing.notAnArray)
        } catch {
            throw .failure(Words.Importing.notJSON)
        }
        return try elements.enumerated().map { (index, element) throws(ImportProblem) in
            let record = "\(index + 1)"
            let name = element.id.map { Words.Importing.recordWithID(record: record, id: PrintableText.escaped($0)) }
                ?? Words.Importing.record(record: record)
            return ImportedRecord(name: name, session: try element.get(named: name, in: data))
        }
    }
}
