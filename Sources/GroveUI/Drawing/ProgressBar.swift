/// A progress bar in eighth blocks, moving by an eighth of a cell. It holds what it draws, not the progress, so bars that
/// look the same are equal and a screen redrawn each second leaves it alone until it moves.
struct ProgressBar: Equatable {
    /// Left-aligned blocks from one eighth to seven eighths of a cell.
    private static let partials: [Unicode.Scalar] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// Cells.
    let width: Int
    /// Eighths of a cell filled, 0...`width` × 8.
    let eighths: Int

    /// A bar `width` cells wide at `progress` (0...1).
    init(progress: Double, width: Int) {
        self.width = max(0, width)
        let clamped = progress.isFinite ? min(1, max(0, progress)) : 0
        eighths = Int((clamped * Double(self.width * 8)).rounded(.down))
    }

    /// What the bar draws in `column` (0..<`width`): a block, whole or in part, where it is
    /// filled, else the track.
    func glyph(at column: Int) -> (scalar: Unicode.Scalar, isFilled: Bool) {
        if column < eighths / 8 { return ("█", true) }
        if column == eighths / 8, eighths % 8 > 0 { return (Self.partials[eighths % 8 - 1], true) }
        return ("─", false)
    }
}
