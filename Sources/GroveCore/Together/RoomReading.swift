/// A room as one look at its folder found it: each member's plantings that could be
/// trusted, and one line for each file that was ignored.
public struct RoomReading: Sendable, Hashable {
    /// One member's file.
    public struct Member: Sendable, Hashable {
        /// The name the file is named after (and which its content repeats).
        public let name: String
        public let isMe: Bool
        public let plantings: [RoomPlanting]

        public init(name: String, isMe: Bool, plantings: [RoomPlanting]) {
            self.name = name
            self.isMe = isMe
            self.plantings = plantings
        }
    }

    /// Members by name, the reader's own file first when it was found.
    public var members: [Member]
    /// One printable line for each file ignored, naming it (and one for files left unread).
    public var ignored: [String]

    public init(members: [Member] = [], ignored: [String] = []) {
        self.members = members
        self.ignored = ignored
    }

    public var othersPlantings: [(member: String, planting: RoomPlanting)] {
        members.filter { !$0.isMe }.flatMap { member in member.plantings.map { (member.name, $0) } }
    }
}
