/// A progress bar drawn with eighth blocks, so it moves by an eighth of a cell.
enum ProgressBar {
    /// Left-aligned blocks from one eighth to seven eighths of a cell.
    private static let partials: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The filled part and the rest of a bar `width` cells wide at `progress` (0...1).
    static func parts(progress: Double, width: Int) -> (filled: String, track: String) {
        guard width > 0 else { return ("", "") }
        let clamped = progress.isFinite ? min(1, max(0, progress)) : 0
        let eighths = Int((clamped * Double(width * 8)).rounded(.down))
        var filled = String(repeating: "█", count: eighths / 8)
        if eighths % 8 > 0 { filled.append(partials[eighths % 8 - 1]) }
        return (filled, String(repeating: "─", count: width - filled.count))
    }
}
