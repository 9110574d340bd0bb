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

    /// A piece and what made it.
    private final class Made: Sendable {
        let key: Key
        let piece: ArtPiece?

        init(_ key: Key, _ piece: ArtPiece?) {
            self.key = key
            self.piece = piece
        }
    }

    private struct Pieces {
        var byKey: [Key: Made] = [:]
        /// The one asked for last: the live screen asks for the same tree every second,
        /// and comparing its key is cheaper than hashing it.
        var last: Made?
    }

    private let pieces = Mutex(Pieces())

    /// The piece remembered for `key`, else the one `make` gives, remembered.
    func piece(for key: Key, make: () -> ArtPiece?) -> ArtPiece? {
        let known = pieces.withLock { pieces -> Made? in
            if let last = pieces.last, last.key == key { return last }
            let known = pieces.byKey[key]
            if known != nil { pieces.last = known }
            return known
        }
        if let known { return known.piece }
        let made = Made(key, make())
        pieces.withLock {
            if $0.byKey.count >= Self.capacity { $0.byKey.removeAll(keepingCapacity: true) }
            $0.byKey[key] = made
            $0.last = made
        }
        return made.piece
    }

    /// How many pieces are remembered.
    var count: Int { pieces.withLock { $0.byKey.count } }
}
