import GroveCore

/// The line a command prints when the tree it ended reached the daily goal,
/// with the bell when a person is at the terminal.
enum GoalLine {
    static func print(_ model: TimerViewModel, _ invocation: Invocation) {
        let bell = invocation.context.stdoutIsTerminal ? "\u{07}" : ""
        invocation.print("\(bell)\(GoalReachedWords.line(treesToday: model.treesToday)).")
    }
}
