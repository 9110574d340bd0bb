import FoundationEssentials

/// What a live session planted together knows about its planting: where the room is, who
/// this person is in it, the planting's shared facts, and the other members last seen.
public struct Together: Sendable, Hashable, Codable {
    /// The room's folder.
    public let room: String
    /// The room as the person named it: the configured room name, or the folder.
    public let roomName: String
    /// This person's display name in the room.
    public let name: String
    /// The planting's id, shared by every member.
    public let planting: String
    public let opener: String
    public let openedAt: Date
    /// The other members planting in it (not cancelled), as this grove last saw the room, sorted.
    public var members: [String]

    public init(
        room: String, roomName: String, name: String, planting: String, opener: String, openedAt: Date, members: [String]
    ) {
        self.room = room
        self.roomName = roomName
        self.name = name
        self.planting = planting
        self.opener = opener
        self.openedAt = openedAt
        self.members = members
    }

    /// The members as a person reads them: "ana, bo".
    public static func list(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }
}
