import GroveTerminal
import GroveText

/// A message for the person just above the key hints: one line, or two when it is
/// long, so an error is read whole; only what two lines cannot hold ends in "…".
enum ScreenMessage {
    static let maximumLines = 2

    /// `message` as the lines of at most `width` columns it is shown on; when it
    /// needs more, a file's path gives way to its name first: "…/live.json".
    static func lines(_ message: String, width: Int) -> [String] {
        var lines = message.wrapped(toColumns: width)
        if lines.count > maximumLines {
            lines = message.split(separator: " ").map(shortenedPath).joined(separator: " ").wrapped(toColumns: width)
        }
        guard lines.count > maximumLines else { return lines }
        let last = lines[(maximumLines - 1)...].joined(separator: " ")
        return lines.prefix(maximumLines - 1) + [Frame.fitted(last, width: width)]
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
