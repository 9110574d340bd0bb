import GroveArt
import Synchronization

/// The varied trees already made, by what makes them: the live screen redraws
/// every second, and varying a tree anew each time was most of its cost.
///
/// The same inputs always give the same tree, so remembering it changes nothing
/// that is drawn; render stays a function of state and size.
final class TreeArtMemo: Sendable {
    struct Key: Hashable {
        let species: String
        let stage: Int?
        let size: ArtSize
        let seed: UInt64?
    }

    /// Enough for every stage of a few sessions' trees in every size; past it, the memo starts over.
    static let capacity = 64

    static let shared = TreeArtMemo()

    private let pieces = Mutex<[Key: ArtPiece?]>([:])

    /// The piece remembered for `key`, else the one `make` gives, remembered.
    func piece(for key: Key, make: () -> ArtPiece?) -> ArtPiece? {
        if let known = pieces.withLock({ $0[key] }) { return known }
        let piece = make()
        pieces.withLock {
            if $0.count >= Self.capacity { $0.removeAll(keepingCapacity: true) }
            $0[key] = piece
        }
        return piece
    }

    /// How many pieces are remembered.
    var count: Int { pieces.withLock { $0.count } }
}
