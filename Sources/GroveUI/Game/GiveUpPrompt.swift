import GroveTerminal
import GroveText

/// "Give up?" asked in a box before a tree withers (or a break ends early).
enum GiveUpPrompt {
    static func draw(isBreak: Bool, into frame: inout Frame, _ layout: ScreenLayout) {
        let question = isBreak ? "End the break now?" : "Give up? The tree will wither."
        let answers = [
            TextRun("y", Theme.key), TextRun(isBreak ? " end it" : " give up", Theme.muted), TextRun("     "),
            TextRun("n", Theme.key), TextRun(isBreak ? " keep resting" : " keep growing", Theme.muted),
        ]
        let answersWidth = answers.reduce(0) { $0 + DisplayWidth.columns(of: $1.text) }
        let width = min(layout.size.width, max(DisplayWidth.columns(of: question), answersWidth) + 8)
        let height = 5
        let x = (layout.size.width - width) / 2
        let y = max(0, (layout.size.height - height) / 2)
        frame.putBox(x: x, y: y, width: width, height: height)
        frame.putCentered([TextRun(question, Theme.strong)], y: y + 1)
        frame.putCentered(answers, y: y + 3)
    }
}
