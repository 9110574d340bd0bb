import GroveCore

/// A history that can take in sessions from elsewhere (a backup, another machine's history).
public protocol SessionImporting: AnyObject {
    /// Adds the sessions whose id the history does not hold yet, keeping the first of any
    /// repeated id, so importing the same sessions again adds nothing.
    ///
    /// Callers validate the records first; the sessions are written as given.
    func importSessions(_ sessions: [FinishedSession]) throws -> ImportSummary
}
