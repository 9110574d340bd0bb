import GroveArt
import GroveCore
import GroveTerminal
@testable import GroveUI
import Testing

/// The game screens draw their pictures from remembered cells: they must draw exactly
/// what drawing the piece cell by cell draws, in either look, over whatever is beneath.
@Suite("art cells")
struct ArtCellsTests {
    @Test func rememberedCellsDrawWhatThePieceDraws() throws {
        let seed = ShapeSeed.of("cells")
        var pieces = [TreeArt.scene(.rest, size: .large, scale: 1)]
        for species in ["oak", "pine", "cherry"] {
            for stage in 1...5 {
                pieces.append(try #require(TreeArt.tree(species, stage: stage, size: .large, seed: seed)))
            }
        }
        var beneath = Frame(width: 60, height: 20)
        beneath.fill(with: "x", style: CellStyle(bold: true))
        // More pieces than the cells remembered, asked for twice: some are made anew, some recalled.
        for piece in pieces + pieces {
            for look in [ArtLook.vivid, .faded] {
                var remembered = beneath
                remembered.drawCentered(piece, y: 2, look: look)
                var drawn = beneath
                drawn.draw(piece, x: Frame.centredLeft(piece.width, in: 60), y: 2, look: look)
                #expect(remembered == drawn)
            }
        }
    }
}
