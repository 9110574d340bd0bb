import Foundation
import GroveCore
import GroveTestSupport

/// A TimerViewModel wired to the test doubles, as the contract's "Testing Doubles" describe.
final class ContractHarness {
    let clock = ManualClock()
    let ticker = ManualTicker()
    let repository: InMemorySessionRepository
    let notifications = RecordingNotificationService()
    let hooks = RecordingHookRunner()
    let model: TimerViewModel
    private var nextID = 0

    init(speed: Double = 1, settings: GroveSettings = GroveSettings(), live: LiveRecord = .empty, commits: CommitCounter? = nil) {
        repository = InMemorySessionRepository(live: live)
        var counter = 0
        model = TimerViewModel(
            repository: repository, notifications: notifications, hooks: hooks, clock: clock, ticker: ticker,
            settings: settings, speed: GameSpeed(speed)!,
            makeSessionID: {
                counter += 1
                return "session-\(counter)"
            }, commits: commits)
    }

    /// Moves the clock and delivers one tick, as a second of real time would.
    func pass(_ seconds: TimeInterval) {
        clock.advance(by: seconds)
        ticker.fire()
    }
}
