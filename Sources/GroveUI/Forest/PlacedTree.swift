import GroveArt
import GroveCore

/// A tree as the forest drew it: the session, its sprite as drawn (varied and sized), and
/// where the sprite's top-left cell is.
public struct PlacedTree: Equatable, Sendable {
    public let tree: ForestTree
    public let x: Int
    public let y: Int
    public let sprite: ArtPiece

    public var width: Int { sprite.width }
    public var height: Int { sprite.height }
}
