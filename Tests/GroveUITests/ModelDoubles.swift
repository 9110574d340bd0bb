import Foundation
import GroveCore
import GroveTestSupport
import GroveUI

/// The view model on a manual clock and an in-memory store, with the loop's
/// ticker: the shared doubles, and a notification service that rings.
final class ModelFixture {
    /// Announces by ringing, as the real service does when this process holds a terminal.
    final class Notifications: NotificationService {
        var bell: () -> Void = {}
        private(set) var announcements = 0
        func schedule(_ notice: CompletionNotice) {}
        func cancel(identifier: String) {}
        func announce(title: String, body: String) {
            announcements += 1
            bell()
        }
    }

    let clock = ManualClock()
    let store = InMemorySessionRepository()
    let notifications = Notifications()
    let ticker = LoopTicker()
    let model: TimerViewModel

    init(speed: Double = 1, settings: GroveSettings = GroveSettings()) {
        var count = 0
        model = TimerViewModel(
            repository: store, notifications: notifications, hooks: RecordingHookRunner(), clock: clock, ticker: ticker,
            settings: settings, speed: GameSpeed(speed)!,
            makeSessionID: {
                count += 1
                return "session-\(count)"
            })
    }
}
