import GroveTerminal
import GroveText

/// A message for the person just above the key hints: one line, or two when it is
/// long, so an error is read whole; only what two lines cannot hold ends in "…".
enum ScreenMessage {
    static let maximumLines = 2

    /// `message` in lines of at most `width` columns; when too many, a path gives way to its name ("…/live.json"), then what
    /// went wrong is cut short so the way out (after the last "; ") stays whole.
    static func lines(_ message: String, width: Int) -> [String] {
        var lines = message.wrapped(toColumns: width)
        guard lines.count > maximumLines else { return lines }
        let shortened = message.split(separator: " ").map(shortenedPath).joined(separator: " ")
        lines = shortened.wrapped(toColumns: width)
        guard lines.count > maximumLines else { return lines }
        if let split = shortened.ranges(of: "; ").last {
            let fix = String(shortened[split.upperBound...]).wrapped(toColumns: width)
            let room = maximumLines - fix.count
            if room > 0 {
                return cut(String(shortened[..<split.lowerBound]) + ";", toLines: room, width: width) + fix
            }
        }
        return cut(shortened, toLines: maximumLines, width: width)
    }

    /// `text` wrapped to at most `count` lines of `width` columns, the last ending in "…" when cut.
    private static func cut(_ text: String, toLines count: Int, width: Int) -> [String] {
        let lines = text.wrapped(toColumns: width)
        guard lines.count > count else { return lines }
        let last = lines[(count - 1)...].joined(separator: " ")
        return lines.prefix(count - 1) + [Frame.fitted(last, width: width)]
    }

    /// Draws `message` ending on the layout's message row; a second line goes over
    /// the row above, which is cleared first so nothing of the screen shows through.
    static func draw(_ message: String, into frame: inout Frame, _ layout: ScreenLayout) {
        let lines = lines(message, width: layout.size.width - 2)
        let top = layout.messageRow + 1 - lines.count
        frame.fill(x: 0, y: top, width: layout.size.width, height: lines.count)
        for (index, line) in lines.enumerated() {
            frame.putCentered(line, y: top + index, style: Theme.message)
        }
    }

    /// A word that is a path with folders ("/…" or "~/…"), as "…/" and its last part.
    private static func shortenedPath(_ word: Substring) -> String {
        guard word.first == "/" || word.first == "~", let slash = word.dropLast().lastIndex(of: "/"), slash != word.startIndex
        else { return String(word) }
        return "…" + word[slash...]
    }
}
