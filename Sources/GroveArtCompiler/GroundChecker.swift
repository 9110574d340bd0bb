/// Checks that every tree and the seed of one size stand on the same ground,
/// so stages line up when one follows another.
enum GroundChecker {
    /// A diagnostic for each piece whose bottom row (glyphs or colours) differs
    /// from the reference piece of its size.
    static func check(_ pieces: [CompiledPiece], against references: [CompiledPiece]) -> [Diagnostic] {
        pieces.compactMap { piece in
            guard let reference = references.first(where: { $0.size == piece.size }),
                  let glyphs = reference.glyphs.last, let colours = reference.colours.last,
                  piece.glyphs.last != glyphs || piece.colours.last != colours else { return nil }
            return Diagnostic(
                file: piece.groundFile,
                line: piece.groundLine,
                message: "the ground (bottom row) of \(piece.title) differs from that of \(reference.title) "
                    + "at \(reference.groundFile):\(reference.groundLine); every tree stands on the same "
                    + "ground: glyphs |\(glyphs)| and colours |\(colours)|"
            )
        }
    }
}
