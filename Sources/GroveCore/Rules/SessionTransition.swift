/// The result of an event: the new live record, sessions just finished (for the history) and effects to perform. A refused
/// event still carries what time alone changed (a countdown ended meanwhile), so that is saved even when the event is not.
public struct SessionTransition: Sendable, Hashable {
    public var record: LiveRecord
    public var finished: [FinishedSession] = []
    public var effects: [SessionEffect] = []
    /// Why the event itself was refused, if it was.
    public var rejection: SessionRejection?
}
