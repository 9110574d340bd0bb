import GroveArt

/// The varied tree drawn last, by its inputs: the live screen draws the same tree every second, and varying it anew each
/// time was a third of a wake. The game loop owns one and hands it to drawing; the same inputs always give the same tree,
/// so drawing stays a function of state and size.
final class TreeArtMemo {
    struct Key: Equatable {
        let species: String
        let stage: Int?
        let size: ArtSize
        let scale: Int
        let seed: UInt64?
    }

    private var last: (key: Key, piece: ArtPiece?)?

    /// The piece made last if it was made for `key`, else the one `make` gives, remembered.
    func piece(for key: Key, make: () -> ArtPiece?) -> ArtPiece? {
        if let last, last.key == key { return last.piece }
        let piece = make()
        last = (key, piece)
        return piece
    }
}
