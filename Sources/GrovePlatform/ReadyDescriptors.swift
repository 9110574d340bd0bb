/// Which descriptors of a wait's list are ready, by their place in the list.
public struct ReadyDescriptors: Equatable, Sendable {
    public static let capacity = 64
    private var places: UInt64 = 0

    public init() {}

    mutating func insert(_ place: Int) { places |= 1 << UInt64(place) }

    public subscript(place: Int) -> Bool {
        place >= 0 && place < Self.capacity && places & (1 << UInt64(place)) != 0
    }
}
