/// A room's folder as the core sees it: read the members' files, and record this person's
/// planting in their own file. The real one reads every file as hostile input.
public protocol RoomBoard: AnyObject {
    /// Every member's plantings in the room at `room`, for the person named `name`. Never throws:
    /// what cannot be read is an ignored line.
    func read(room: String, as name: String) -> RoomReading

    /// Replaces the record of the same planting in the own file of `name`; returns what went wrong, or nil.
    func post(_ planting: RoomPlanting, as name: String, in room: String) -> String?
}
