import GroveTerminal
import GroveText
import Synchronization

/// The lines of text the game screens draw, as the cells they draw: the live screen draws
/// its hints, labels and header at every wake, and walking each string's scalars and
/// measuring them anew touched more code each second than the rest of a frame.
///
/// The same text in the same style always gives the same cells, so remembering them changes
/// nothing that is drawn; render stays a function of state and size.
final class TextCells: Sendable {
    /// A text's cells, and the columns `DisplayWidth` gives it (the measure lines are centred by).
    typealias Made = (cells: [Cell], columns: Int)

    static let shared = TextCells()

    /// Enough for the lines of a few screens; past it, the one used longest ago goes.
    static let capacity = 32

    /// Most recently used first. Found by comparing bytes, not by hashing: hashing a string
    /// normalises it, which wakes Unicode tables a screen otherwise never reads.
    private let remembered = Mutex<[(text: String, style: CellStyle, made: Made)]>([])

    /// The cells `text` draws in `style`, and its columns.
    func cells(of text: String, style: CellStyle) -> Made {
        let length = text.utf8.count
        let known = remembered.withLock { remembered -> Made? in
            guard
                let index = remembered.firstIndex(where: {
                    $0.style == style && $0.text.utf8.count == length && $0.text.utf8.elementsEqual(text.utf8)
                })
            else { return nil }
            if index > 0 { remembered.swapAt(index, index - 1) }
            return remembered[max(0, index - 1)].made
        }
        if let known { return known }
        let made = (Frame.cells(of: text, style: style), DisplayWidth.columns(of: text))
        remembered.withLock { remembered in
            if remembered.count >= Self.capacity { remembered.removeLast() }
            remembered.insert((text, style, made), at: 0)
        }
        return made
    }
}
