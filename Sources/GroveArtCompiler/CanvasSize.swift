/// The three sizes every piece of art is drawn in, with their exact dimensions.
///
/// Every piece of a size fills the whole canvas, so stages line up when shown
/// one after another; the last row is the ground.
enum CanvasSize: String, CaseIterable {
    case huge
    case large
    case small

    /// Columns of every row.
    var width: Int {
        switch self {
        case .huge: 40
        case .large: 26
        case .small: 14
        }
    }

    /// Rows of every piece, ground included.
    var height: Int {
        switch self {
        case .huge: 20
        case .large: 12
        case .small: 6
        }
    }
}
