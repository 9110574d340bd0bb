/// A piece of art that passed every check, ready to be written as Swift.
struct CompiledPiece {
    /// The pose word, such as `stage1`, `withered`, `break` or `seed`.
    let pose: String
    let size: CanvasSize
    /// Rows of exactly `size.width` single-column glyphs.
    let glyphs: [String]
    /// Rows of colour letters or spaces, the same shape as `glyphs`.
    let colours: [String]
    /// Where the bottom (ground) row of glyphs is written, for messages.
    let groundFile: String
    let groundLine: Int

    /// The header as written, such as `[stage1 large]`, for messages.
    var title: String { "[\(pose) \(size.rawValue)]" }
}
