/// One `[pose size]` section of an art file as written; once `SectionChecker` passes it, a
/// piece of art for the writer.
struct ArtSection {
    enum Layer: String {
        case glyphs
        case colours
    }

    /// One row of a layer: the characters between its two `|` bars.
    struct Row {
        let scalars: [Unicode.Scalar]
        let line: Int

        var text: String { String(String.UnicodeScalarView(scalars)) }
    }

    let file: String
    /// The pose word of the header, such as `stage1`, `withered` or `seed`.
    let pose: String
    let size: CanvasSize
    /// The line of the `[pose size]` header.
    let line: Int
    /// The line of each layer's `glyphs:` or `colours:` label, once seen.
    var layerLines: [Layer: Int] = [:]
    var glyphs: [Row] = []
    var colours: [Row] = []

    /// The header as written, such as `[stage1 large]`, for messages.
    var title: String { "[\(pose) \(size.rawValue)]" }
}
