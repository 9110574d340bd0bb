/// The three sizes of the forest's small trees. Sprites have no ground row: the forest
/// draws the ground they stand on.
public enum SpriteSize: String, Sendable, CaseIterable {
    /// Any session, where a day has room for little more (a month's small days, the far rows
    /// of a landscape).
    case tiny
    /// A session of up to 30 minutes.
    case short
    /// A longer session.
    case long

    /// The size of a tree of `focusedSeconds` of focus.
    public static func of(focusedSeconds: Double) -> SpriteSize {
        focusedSeconds > 30 * 60 ? .long : .short
    }

    /// Columns and rows of every sprite of this size.
    public var width: Int { dimensions.width }
    public var height: Int { dimensions.height }

    private var dimensions: (width: Int, height: Int) {
        switch self {
        case .tiny: (3, 2)
        case .short: (5, 3)
        case .long: (7, 4)
        }
    }
}
