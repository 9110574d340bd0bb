import GroveArt
import GroveCore

/// A tree as the forest drew it: the session and the cells its sprite covers.
public struct PlacedTree: Equatable, Sendable {
    public let tree: ForestTree
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int
    /// The sprite as drawn, varied and sized.
    public let sprite: ArtPiece
}
