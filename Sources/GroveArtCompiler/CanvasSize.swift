/// The sizes art is drawn in, with their exact dimensions.
///
/// The big trees and the scenes come in `huge`, `large` and `small`: every piece of a
/// size fills the whole canvas, so stages line up when shown one after another,
/// and the last row is the ground. The forest's sprites come in `tiny`, `short`
/// and `long` and have no ground row: the forest draws the ground under them.
enum CanvasSize: String, CaseIterable {
    case huge
    case large
    case small
    case tiny
    case short
    case long

    /// The sizes of the big trees and the scenes.
    static let pictures: [CanvasSize] = [.huge, .large, .small]
    /// The sizes of the forest's sprites.
    static let sprites: [CanvasSize] = [.tiny, .short, .long]

    /// Columns of every row, and rows of every piece, ground included where there is one.
    var width: Int { dimensions.width }
    var height: Int { dimensions.height }

    private var dimensions: (width: Int, height: Int) {
        switch self {
        case .huge: (40, 20)
        case .large: (26, 12)
        case .small: (14, 6)
        case .tiny: (3, 2)
        case .short: (5, 3)
        case .long: (7, 4)
        }
    }

    /// Whether the last row is the ground.
    var hasGround: Bool { Self.pictures.contains(self) }
}
