import GroveArt
import Synchronization

/// The varied trees already made, by their inputs: varying a tree anew each second was most of the live screen's cost.
/// The same inputs always give the same tree, so render stays a function of state and size.
final class TreeArtMemo: Sendable {
    struct Key: Hashable {
        let species: String
        let stage: Int?
        let size: ArtSize
        let scale: Int
        let seed: UInt64?
    }

    /// Enough for every stage of a few sessions' trees in every size; past it, the memo starts over.
    static let capacity = 64

    static let shared = TreeArtMemo()

    private struct Pieces {
        var byKey: [Key: ArtPiece?] = [:]
        /// The one asked for last: the live screen asks for the same tree every second,
        /// and comparing its key is cheaper than hashing it.
        var last: (key: Key, piece: ArtPiece?)?
    }

    private let pieces = Mutex(Pieces())

    /// The piece remembered for `key`, else the one `make` gives, remembered.
    func piece(for key: Key, make: () -> ArtPiece?) -> ArtPiece? {
        let known = pieces.withLock { pieces -> ArtPiece?? in
            if let last = pieces.last, last.key == key { return last.piece }
            guard let known = pieces.byKey[key] else { return nil }
            pieces.last = (key, known)
            return known
        }
        if let known { return known }
        let piece = make()
        pieces.withLock {
            if $0.byKey.count >= Self.capacity { $0.byKey.removeAll(keepingCapacity: true) }
            $0.byKey[key] = piece
            $0.last = (key, piece)
        }
        return piece
    }

    /// How many pieces are remembered.
    var count: Int { pieces.withLock { $0.byKey.count } }
}
