/// The sizes art is drawn in (`Art/README.md`): every piece fills its canvas, so stages line up; the big trees' and scenes'
/// last row is the ground, the forest's sprites have none (the forest draws it).
enum CanvasSize: String, CaseIterable {
    case huge
    case large
    case small
    case tiny
    case short
    case long

    static let pictures: [CanvasSize] = [.huge, .large, .small]
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

    var hasGround: Bool { Self.pictures.contains(self) }
}
