/// A repository whose finished sessions can be corrected or removed (`grove history edit|delete`).
/// A correction is recorded beside the sessions, so it synchronises like them.
public protocol HistoryAmending: AnyObject {
    func amend(_ amendment: SessionAmendment) throws
}

public enum SessionAmendment: Sendable, Hashable {
    /// New tag, species and note (nil: unchanged).
    case edit(sessionID: String, tag: String?, species: String?, note: String?)
    /// The session leaves the forest; unlocks bought meanwhile stay.
    case delete(sessionID: String)
}
