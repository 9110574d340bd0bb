/// The two sizes of the forest's small trees.
///
/// Sprites have no ground row: the forest draws the ground they stand on.
public enum SpriteSize: String, Sendable, CaseIterable {
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
    public var width: Int { self == .short ? 5 : 7 }
    /// Rows of every sprite of this size.
    public var height: Int { self == .short ? 3 : 4 }
}
