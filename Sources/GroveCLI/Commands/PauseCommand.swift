import GroveCore
import GroveWords

/// `grove pause`: freeze the countdown, from any shell.
enum PauseCommand: Subcommand {
    static let name = "pause"
    static var summary: String { Words.Help.pauseSummary }
    static var details: String { Words.Help.pauseDetails }

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let model = try invocation.viewModel { $0.pauseSession() }
        if let session = model.session, session.mode == .open {
            let focus = TimeText.clock(session.clockSeconds(at: invocation.context.clock.now()), mode: .open)
            invocation.print(Words.Pause.pausedCountingUp(focus: focus))
        } else {
            let left = TimeText.clock(model.remainingTime)
            invocation.print(model.session?.kind == .break ? Words.Pause.breakPaused(left: left) : Words.Pause.paused(left: left))
        }
        return 0
    }
}
