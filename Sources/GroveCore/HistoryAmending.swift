/// A repository whose finished sessions can be corrected or removed (`grove history edit|delete`).
///
/// A correction never rewrites the past: it is recorded beside the sessions, so it
/// synchronises like them, and coins, streaks and achievements follow the corrected history.
public protocol HistoryAmending: AnyObject {
    func amend(_ amendment: SessionAmendment) throws
}

/// A correction of one finished session.
public enum SessionAmendment: Sendable, Hashable {
    /// New tag, species and note (nil: unchanged).
    case edit(sessionID: String, tag: String?, species: String?, note: String?)
    /// The session leaves the forest; unlocks bought meanwhile stay.
    case delete(sessionID: String)
}
