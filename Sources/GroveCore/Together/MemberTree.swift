import FoundationEssentials

/// One member's tree in the live planting together, as a screen draws it beside the others.
public struct MemberTree: Sendable, Hashable {
    /// Text from another person's file, to be shown escaped.
    public let name: String
    public let isMe: Bool
    /// As the member wrote it; a species this grove does not know is drawn as its default.
    public let species: String
    public let stage: Int
    public let state: RoomPlanting.State
    /// Game seconds left on the member's own clock.
    public let remaining: TimeInterval
}
