/// The three sizes every piece of art is drawn in: all pieces of a size are as wide and as high
/// and stand on the same row of ground, so they line up when shown one after another.
public enum ArtSize: String, Sendable, CaseIterable {
    /// 40 columns × 20 rows, for a screen from about 120×40.
    case huge
    /// 26 columns × 12 rows, for a screen of about 80×24.
    case large
    /// 14 columns × 6 rows, for a screen of about 40×12.
    case small
}
