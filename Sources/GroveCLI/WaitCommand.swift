import FoundationEssentials
import GroveCore

/// `grove _wait ID`: the detached waiter. It sleeps until the session's end
/// time, then completes it and announces it; it exits as soon as the session
/// is paused, given up, replaced or completed by someone else.
enum WaitCommand: Subcommand {
    static let name = "_wait"
    static let summary = "internal: complete a session at its end time"
    static let syntax = CommandSyntax(arguments: [ArgumentDeclaration(placeholder: "SESSION-ID", completion: .none)])
    static let isListed = false
    /// The longest sleep between looks at the store, in case a cancel was missed.
    static let longestNap: TimeInterval = 60

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        guard let sessionID = options.arguments.first else {
            throw .usage("which session?", usage: usage)
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
