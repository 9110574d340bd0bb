import GroveCore

/// `grove done`: end a count-up tree (`grove plant --open`).
enum DoneCommand: Subcommand {
    static let name = "done"
    static let summary = "end a count-up tree (planted with --open)"
    static let syntax = CommandSyntax()
    static let details = """
        After \(Int(SessionMode.openGrownAfterSeconds / 60)) minutes of focus the tree is grown and kept with its real focus time;
        before that it withers.
        """

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let model = try invocation.viewModel()
        model.finishOpenSession()
        if let message = model.errorMessage { throw .failure(message) }
        if let notice = model.notice { invocation.print(notice) }
        guard let finished = model.outcome else { return 0 }
        let reachedGoal = model.reachedGoal
        model.dismissOutcome()
        let focus = TimeText.amount(finished.focusedSeconds)
        if finished.state == .completed {
            invocation.print("Your \(finished.species) has grown: \(focus) of focus. It joins your forest.")
        } else {
            invocation.print(
                "Your \(finished.species) withered after \(focus) of focus: a count-up tree grows from "
                    + "\(Int(SessionMode.openGrownAfterSeconds / 60)) minutes. It stays in your forest.")
        }
        if reachedGoal { GoalLine.print(model, invocation) }
        return 0
    }
}
