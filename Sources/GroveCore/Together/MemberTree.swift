import FoundationEssentials

/// One member's tree in the live planting together, as a screen draws it beside the others.
public struct MemberTree: Sendable, Hashable {
    /// The member's display name; text from another person's file, to be shown escaped.
    public let name: String
    /// Whether this is the person at this grove.
    public let isMe: Bool
    /// The species as the member wrote it; a species this grove does not know is drawn as its default.
    public let species: String
    /// The tree stage (1–5) now.
    public let stage: Int
    public let state: RoomPlanting.State
    /// Game seconds left on the member's own clock.
    public let remaining: TimeInterval

    public init(name: String, isMe: Bool, species: String, stage: Int, state: RoomPlanting.State, remaining: TimeInterval) {
        self.name = name
        self.isMe = isMe
        self.species = species
        self.stage = stage
        self.state = state
        self.remaining = remaining
    }
}
