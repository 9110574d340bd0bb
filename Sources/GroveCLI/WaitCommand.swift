import FoundationEssentials
import Glibc
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
            sleep(until: min(endsAt, invocation.context.clock.now().addingTimeInterval(longestNap)))
            model.syncWithStore()
        }
        return 0
    }

    /// Sleeps on the wall clock, so a laptop that slept past the end time wakes
    /// the waiter on resume instead of a full nap later.
    private static func sleep(until date: Date) {
        let seconds = date.timeIntervalSince1970
        var target = timespec(tv_sec: Int(seconds.rounded(.down)), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        while clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &target, nil) == EINTR {}
    }
}
