/// The three sizes every piece of art is drawn in.
///
/// All pieces of one size have the same width and height and stand on the same
/// bottom row of ground, so they line up when shown one after another.
public enum ArtSize: String, Sendable, CaseIterable {
    /// 40 columns × 20 rows, for a screen from about 120×40.
    case huge
    /// 26 columns × 12 rows, for a screen of about 80×24.
    case large
    /// 14 columns × 6 rows, for a screen of about 40×12.
    case small
}
