import GroveArt
import GroveTerminal
import Synchronization

/// The game screens' pictures as cells, per look, remembered: working out each cell's glyph and colour at every wake was
/// most of drawing the live tree. Same piece and look, same cells, so render stays a function of state and size.
final class ArtCells: Sendable {
    /// A row's cells that draw something, as runs and the column each starts at: a blank
    /// cell of the art leaves the frame as it is.
    typealias Row = [(column: Int, cells: [Cell])]

    static let shared = ArtCells()

    /// Enough for every picture of one screen; past it, the one used longest ago goes.
    static let capacity = 8

    private let remembered = Mutex<[(piece: ArtPiece, look: ArtLook, rows: [Row])]>([])

    /// The rows of cells `piece` draws in `look`, top row first.
    func rows(of piece: ArtPiece, look: ArtLook) -> [Row] {
        let known = remembered.withLock { remembered -> [Row]? in
            guard let index = remembered.firstIndex(where: { $0.look == look && $0.piece == piece }) else { return nil }
            if index > 0 { remembered.insert(remembered.remove(at: index), at: 0) }
            return remembered[0].rows
        }
        if let known { return known }
        let rows = Self.rows(of: piece, look: look)
        remembered.withLock { remembered in
            if remembered.count >= Self.capacity { remembered.removeLast() }
            remembered.insert((piece, look, rows), at: 0)
        }
        return rows
    }

    private static func rows(of piece: ArtPiece, look: ArtLook) -> [Row] {
        piece.glyphCells.enumerated().map { y, glyphs in
            var row: Row = []
            for (x, glyph) in glyphs.enumerated() where glyph != " " {
                let cell = Frame.artCell(glyph, piece.colour(at: x, y: y), look: look)
                if let last = row.last, last.column + last.cells.count == x {
                    row[row.count - 1].cells.append(cell)
                } else {
                    row.append((x, [cell]))
                }
            }
            return row
        }
    }
}
