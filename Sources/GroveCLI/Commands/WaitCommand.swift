import FoundationEssentials
import GroveCore
import GroveWords

/// `grove _wait ID`, the detached waiter: completes and announces the session at its end; exits once it is paused, given
/// up, replaced or completed elsewhere. A together tree's room is read on each folder change (another member's give-up
/// withers it here too) and once more at the end, where what this grove knows decides.
enum WaitCommand: Subcommand {
    static let name = "_wait"
    static var summary: String { Words.Help.waitSummary }
    static let arguments = [ArgumentDeclaration(placeholder: "SESSION-ID", completion: .none)]
    static let isListed = false
    /// The longest sleep between looks at the store, in case a cancel was missed.
    static let longestNap: TimeInterval = 60
    /// Wall seconds between looks at the room of a tree planted together, when its folder cannot be
    /// watched; and when it can, in case a change was missed (a network folder tells inotify nothing).
    static let roomLookInterval: TimeInterval = 1
    static let watchedRoomLookInterval: TimeInterval = 10

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        guard let sessionID = options.arguments.first else {
            throw .usage(Words.Command.whichSession, usage: usage)
        }
        let model = try invocation.viewModel()
        let clock = invocation.context.clock
        var failedLooks = 0
        let roomWatch = model.session?.together.flatMap { invocation.context.watchFolder($0.room) }
        while let session = model.session, session.id == sessionID, let endsAt = session.endsAt {
            // A store that cannot be read or saved (a damaged file, a full disk) is looked at again
            // ever more slowly: past the end time a busy loop would burn a core until it is mended.
            let now = clock.now()
            let nap = session.together == nil ? longestNap : (roomWatch == nil ? roomLookInterval : watchedRoomLookInterval)
            let wakeAt = failedLooks == 0
                ? min(endsAt, now.addingTimeInterval(nap)) : now.addingTimeInterval(retryDelay(after: failedLooks))
            if let roomWatch, session.together != nil { roomWatch(wakeAt) } else { clock.sleep(until: wakeAt) }
            model.syncWithStore()
            model.lookAtRoom()
            failedLooks = model.errorMessage == nil ? 0 : failedLooks + 1
        }
        return 0
    }

    /// Seconds before looking again after `failures` failed looks in a row: 1, 2, 4 … up to a minute.
    static func retryDelay(after failures: Int) -> TimeInterval {
        min(longestNap, TimeInterval(1 << min(failures - 1, 6)))
    }
}
