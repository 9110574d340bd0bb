/// The three sizes of the forest's small trees.
///
/// Sprites have no ground row: the forest draws the ground they stand on.
public enum SpriteSize: String, Sendable, CaseIterable {
    /// 3 columns × 2 rows: any session, where a day has room for little more
    /// (a month's small days, the far rows of a landscape).
    case tiny
    /// 5 columns × 3 rows: a session of up to 30 minutes.
    case short
    /// 7 columns × 4 rows: a longer session.
    case long

    /// Focus longer than this many seconds makes a `long` tree.
    public static let shortestLongSession: Double = 30 * 60

    /// The size of a tree of `focusedSeconds` of focus.
    public static func of(focusedSeconds: Double) -> SpriteSize {
        focusedSeconds > shortestLongSession ? .long : .short
    }

    /// Columns of every sprite of this size.
    public var width: Int {
        switch self {
        case .tiny: 3
        case .short: 5
        case .long: 7
        }
    }

    /// Rows of every sprite of this size.
    public var height: Int {
        switch self {
        case .tiny: 2
        case .short: 3
        case .long: 4
        }
    }
}
