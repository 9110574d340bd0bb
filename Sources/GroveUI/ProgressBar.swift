/// A progress bar drawn with eighth blocks, so it moves by an eighth of a cell.
///
/// It holds what it draws, not the progress it was made from, so two bars that
/// look the same are equal and a screen redrawn every second leaves it alone
/// until it moves.
struct ProgressBar: Equatable {
    /// Left-aligned blocks from one eighth to seven eighths of a cell.
    private static let partials: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

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

    /// The filled part and the rest.
    var parts: (filled: String, track: String) {
        guard width > 0 else { return ("", "") }
        var filled = String(repeating: "█", count: eighths / 8)
        if eighths % 8 > 0 { filled.append(Self.partials[eighths % 8 - 1]) }
        return (filled, String(repeating: "─", count: width - filled.count))
    }
}
