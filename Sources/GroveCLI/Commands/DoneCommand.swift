import GroveCore
import GroveWords

/// `grove done`: end a count-up tree (`grove plant --open`).
enum DoneCommand: Subcommand {
    static let name = "done"
    static var summary: String { Words.Help.doneSummary }
    static var details: String { Words.Help.doneDetails(minutes: Words.number(Int(SessionMode.openGrownAfterSeconds / 60))) }

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let model = try invocation.viewModel()
        let session = model.session?.id
        // The lines printed below show how it ended, so the end is saved as seen with it: a game screen open elsewhere
        // then shows it as ended in another shell.
        model.finishOpenSession(outcomeShown: true)
        if let message = model.errorMessage { throw .failure(message) }
        if let notice = model.notice { invocation.print(notice) }
        guard let finished = model.lastFinished, finished.id == session else { return 0 }
        let reachedGoal = model.lastReachedGoal
        // A break that began by itself (autoStartBreak) is told after the tree.
        let next = model.session
        invocation.print(finished.state == .completed
            ? Words.Done.grown(ended: FollowUpWords.ended(finished))
            : Words.Done.withered(
                species: Species.displayName(of: finished.species), focus: TimeText.amount(finished.focusedSeconds),
                count: Int(SessionMode.openGrownAfterSeconds / 60)))
        if reachedGoal {
            // The bell only for a person at the terminal.
            let bell = invocation.context.stdoutIsTerminal ? "\u{07}" : ""
            invocation.print(bell + Words.Done.goalReached(goal: GoalReachedWords.line(treesToday: model.treesToday)))
        }
        if let next { invocation.print(FollowUpWords.began(next)) }
        return 0
    }
}
