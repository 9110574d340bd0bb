import GroveTerminal

/// The forest of a report as drawn at one size: the frame, and where each tree
/// stands in it. The terminal shows the frame; `ForestSVG` draws both as a picture.
public struct ForestPicture: Sendable {
    public var frame: Frame
    /// Every tree drawn as a sprite, in drawing order (back to front).
    public var trees: [PlacedTree]
}
