import GroveTerminal
import GroveText
import Synchronization

/// The game screens' text lines as cells, remembered: measuring each string's scalars at every wake touched more code a
/// second than the rest of a frame. The same runs always give the same cells, so render stays a function of state and size.
final class TextCells: Sendable {
    /// A line's cells; its runs' columns by `DisplayWidth` (lines are centred by them); and whether a run takes no column yet
    /// draws a cell (a control character's replacement), which a line as wide as the frame must not draw.
    typealias Made = (cells: [Cell], columns: Int, hasInvisibleRun: Bool)

    static let shared = TextCells()

    /// Enough for the lines of a few screens; when full, all are forgotten and made again as drawn.
    static let capacity = 64

    private let remembered = Mutex<[Line: Made]>([:])

    /// The cells `runs` draw side by side, and their columns.
    func cells(of runs: [TextRun]) -> Made {
        let line = Line(runs: runs)
        if let known = remembered.withLock({ $0[line] }) { return known }
        var made: Made = ([], 0, false)
        for run in runs {
            let cells = Frame.cells(of: run.text, style: run.style)
            let columns = DisplayWidth.columns(of: run.text)
            made.cells += cells
            made.columns += columns
            made.hasInvisibleRun = made.hasInvisibleRun || (columns == 0 && !cells.isEmpty)
        }
        remembered.withLock { remembered in
            if remembered.count >= Self.capacity { remembered.removeAll(keepingCapacity: true) }
            remembered[line] = made
        }
        return made
    }

    /// Runs found by their bytes and styles: a string's own hashing and comparing normalise
    /// it, which wakes Unicode tables a screen otherwise never reads.
    private struct Line: Hashable {
        let runs: [TextRun]

        func hash(into hasher: inout Hasher) {
            for run in runs {
                hasher.combine(run.style)
                Self.withBytes(of: run.text) { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
                hasher.combine(0xFF as UInt8)  // Never in UTF-8: ends the run.
            }
        }

        static func == (left: Line, right: Line) -> Bool {
            left.runs.count == right.runs.count && zip(left.runs, right.runs).allSatisfy { left, right in
                left.style == right.style && left.text.utf8.count == right.text.utf8.count
                    && withBytes(of: left.text) { left in withBytes(of: right.text) { left.elementsEqual($0) } }
            }
        }

        /// Calls `body` with the text's UTF-8 bytes, in place when they lie in one piece (as a native string's do).
        private static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            text.utf8.withContiguousStorageIfAvailable(body) ?? Array(text.utf8).withUnsafeBufferPointer(body)
        }
    }
}
