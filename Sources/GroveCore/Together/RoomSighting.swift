import FoundationEssentials

/// What one look at the room says about this grove's planting: who else is in it now,
/// and the first give-up among them, if any. It goes into the rules as an event.
public struct RoomSighting: Sendable, Hashable {
    /// A member who gave up past the grace, and when.
    public struct GiveUp: Sendable, Hashable {
        public let name: String
        public let at: Date
    }

    public let planting: String
    /// The other members in the planting, cancelled ones left out, sorted.
    public let members: [String]
    /// The earliest give-up among the other members.
    public let gaveUp: GiveUp?
}
