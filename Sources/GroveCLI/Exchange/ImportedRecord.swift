import GroveCore

/// A session read from a file, with the name a person finds its record by: `line 7`, `record 3 (id …)`.
struct ImportedRecord {
    let name: String
    let session: FinishedSession
}
