import GroveCore
import GroveWords

/// `grove pause`: freeze the countdown, from any shell.
enum PauseCommand: Subcommand {
    static let name = "pause"
    static var summary: String { Words.Help.pauseSummary }
    static let arguments = [ArgumentDeclaration(placeholder: "[REASON]", completion: .none)]
    static var details: String { Words.Help.pauseDetails + "\n" + Words.Interruption.pauseDetails }

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
            invocation.print(Words.Pause.pausedCountingUp(focus: focus))
        } else {
            let left = TimeText.clock(model.remainingTime)
            invocation.print(model.session?.kind == .break ? Words.Pause.breakPaused(left: left) : Words.Pause.paused(left: left))
        }
        if let reason { invocation.print(Words.Interruption.noted(reason: reason)) }
        return 0
    }
}
