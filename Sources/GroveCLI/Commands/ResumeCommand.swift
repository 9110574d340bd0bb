import GroveCore

/// `grove resume`: continue a paused countdown, from any shell.
enum ResumeCommand: Subcommand {
    static let name = "resume"
    static let summary = "resume the paused tree"
    static let details = "The countdown continues from where it was paused."

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let model = try invocation.viewModel { $0.resumeSession() }
        if let session = model.session, session.mode == .open {
            let focus = TimeText.clock(session.clockSeconds(at: invocation.context.clock.now()), mode: .open)
            invocation.print("Resumed at \(focus) of focus, counting up. End it with: grove done")
            return 0
        }
        let isBreak = model.session?.kind == .break
        let until = model.session?.endsAt.map { ", \(isBreak ? "until" : "growing until") \(invocation.context.calendar.clockText($0))" }
        invocation.print("\(isBreak ? "Break resumed" : "Resumed"): \(TimeText.clock(model.remainingTime)) left\(until ?? "").")
        return 0
    }
}
