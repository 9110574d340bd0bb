/// The result of an event: the new live record, any sessions that just
/// finished (to append to the history), and the effects to perform.
///
/// A refused event still carries what time alone changed (a countdown that
/// ended meanwhile is completed), so that part is saved even when the event is not.
public struct SessionTransition: Sendable, Hashable {
    public var record: LiveRecord
    public var finished: [FinishedSession] = []
    public var effects: [SessionEffect] = []
    /// Why the event itself was refused, if it was.
    public var rejection: SessionRejection?
}
