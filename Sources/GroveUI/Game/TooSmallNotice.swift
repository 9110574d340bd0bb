import GroveTerminal
import GroveText

/// What a terminal below the minimum size shows instead of the game.
enum TooSmallNotice {
    static func draw(into frame: inout Frame) {
        let minimum = ScreenLayout.minimum
        let width = max(1, frame.width - 2)
        let headline = "grove needs a bigger window".wrapped(toColumns: width)
        let lines = headline
            + "make it at least \(minimum.width)×\(minimum.height)".wrapped(toColumns: width)
            + "(now \(frame.width)×\(frame.height))".wrapped(toColumns: width)
        let top = max(0, (frame.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            frame.putCentered(line, y: top + index, style: index < headline.count ? Theme.strong : Theme.muted)
        }
    }
}
