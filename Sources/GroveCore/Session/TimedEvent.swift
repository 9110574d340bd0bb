import FoundationEssentials

/// An event with the moment it happened, so it can be applied again, unchanged,
/// to a record that moved on meanwhile (a retry after a failed save).
public struct TimedEvent: Sendable, Hashable {
    public let event: SessionEvent
    public let at: Date
    /// The id a session started by this event gets, fixed when the event happens.
    public let newSessionID: String
}
