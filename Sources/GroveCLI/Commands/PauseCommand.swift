import GroveCore
import GroveWords

/// `grove pause`: freeze the countdown, from any shell.
enum PauseCommand: Subcommand {
    static let name = "pause"
    static let summary = "pause the growing tree"
    static let arguments = [ArgumentDeclaration(placeholder: "[REASON]", completion: .none)]
    static let details = """
        Paused time is not focus time.
        An open game screen shows the pause within a second.
        """ + "\n" + Words.Interruption.pauseDetails

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let reason = options.arguments.first
        if let reason, PauseReason.given(reason) == nil {
            throw .usage(SessionRejection.invalidReason(reason).description, usage: usage)
        }
        let model = try invocation.viewModel { model in
            if let reason { model.pauseSession(for: reason) } else { model.pauseSession() }
        }
        if let session = model.session, session.mode == .open {
            let focus = TimeText.clock(session.clockSeconds(at: invocation.context.clock.now()), mode: .open)
            invocation.print("Paused at \(focus) of focus. Resume with: grove resume")
        } else {
            let what = model.session?.kind == .break ? "Break paused" : "Paused"
            invocation.print("\(what) with \(TimeText.clock(model.remainingTime)) left. Resume with: grove resume")
        }
        if let reason { invocation.print(Words.Interruption.noted(reason: reason)) }
        return 0
    }
}
