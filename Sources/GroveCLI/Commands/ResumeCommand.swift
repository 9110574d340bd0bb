import GroveCore
import GroveWords

/// `grove resume`: continue a paused countdown, from any shell.
enum ResumeCommand: Subcommand {
    static let name = "resume"
    static var summary: String { Words.Help.resumeSummary }
    static var details: String { Words.Help.resumeDetails }

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let model = try invocation.viewModel { $0.resumeSession() }
        if let session = model.session, session.mode == .open {
            let focus = TimeText.clock(session.clockSeconds(at: invocation.context.clock.now()), mode: .open)
            invocation.print(Words.Resume.resumedCountingUp(focus: focus))
            return 0
        }
        guard let session = model.session, let endsAt = session.endsAt else { return 0 }
        let (left, time) = (TimeText.clock(model.remainingTime), invocation.context.calendar.clockText(endsAt))
        invocation.print(session.kind == .break ? Words.Resume.breakResumed(left: left, time: time) : Words.Resume.resumed(left: left, time: time))
        return 0
    }
}
