import FoundationEssentials
import GroveCore

/// `grove _wait ID`: the detached waiter. It sleeps until the session's end
/// time, then completes it and announces it; it exits as soon as the session
/// is paused, given up, replaced or completed by someone else.
enum WaitCommand: Subcommand {
    static let name = "_wait"
    static let summary = "internal: complete a session at its end time"
    static let spec = OptionSpec(positionals: 1, usage: "grove _wait SESSION-ID")
    static let details = ""
    static let isListed = false
    /// The longest sleep between looks at the store, in case a cancel was missed.
    static let longestNap: TimeInterval = 60

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        guard let sessionID = options.positionals.first else {
            throw .usage("which session?", usage: spec.usage)
        }
        let model = try invocation.viewModel()
        while let session = model.session, session.id == sessionID, let endsAt = session.endsAt {
            let clock = invocation.context.clock
            clock.sleep(until: min(endsAt, clock.now().addingTimeInterval(longestNap)))
            model.syncWithStore()
        }
        return 0
    }
}
