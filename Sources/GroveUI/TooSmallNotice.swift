import GroveTerminal
import GroveText

/// What a terminal below the minimum size shows instead of the game.
enum TooSmallNotice {
    static func draw(into frame: inout Frame) {
        let minimum = ScreenLayout.minimum
        let width = max(1, frame.width - 2)
        let headline = wrapped("grove needs a bigger window", width: width)
        let lines = headline
            + wrapped("make it at least \(minimum.width)×\(minimum.height)", width: width)
            + wrapped("(now \(frame.width)×\(frame.height))", width: width)
        let top = max(0, (frame.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            frame.putCentered(line, y: top + index, style: index < headline.count ? Theme.strong : Theme.muted)
        }
    }

    /// `text` broken into lines of at most `width` columns, at spaces where it can.
    static func wrapped(_ text: String, width: Int) -> [String] {
        text.wrapped(toColumns: width)
    }
}
