/// Which descriptors of a wait's list are ready, by their place in the list.
public struct ReadyDescriptors: Equatable, Sendable {
    /// The most descriptors one wait takes.
    public static let capacity = 64
    private var places: UInt64 = 0

    /// None ready.
    public init() {}

    mutating func insert(_ place: Int) {
        places |= 1 << UInt64(place)
    }

    /// Whether the descriptor at `place` in the list is ready.
    public subscript(place: Int) -> Bool {
        place >= 0 && place < Self.capacity && places & (1 << UInt64(place)) != 0
    }
}
