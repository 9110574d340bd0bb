import Foundation
import GroveCore
import GroveTestSupport
import GroveUI

/// The view model on a manual clock and an in-memory store: the shared doubles,
/// and a notification service that counts announcements.
final class ModelFixture {
    /// Counts announcements; the game loop signals an ended session on the terminal itself.
    final class Notifications: NotificationService {
        private(set) var announcements = 0
        func schedule(_ notice: CompletionNotice) {}
        func cancel(identifier: String) {}
        func announce(title: String, body: String) {
            announcements += 1
        }
    }

    /// A history the store cannot read.
    struct UnreadableHistory: Error, CustomStringConvertible {
        let description: String
    }

    let clock = ManualClock()
    let store = InMemorySessionRepository()
    let notifications = Notifications()
    let hooks = RecordingHookRunner()
    /// Never fired: the game loop ticks the model itself.
    let ticker = ManualTicker()
    let model: TimerViewModel
    /// How many times the forest was read from the history.
    private(set) var forestReads = 0
    /// Set to make reading the forest fail with this reason, as a damaged history would.
    var historyProblem: String?

    init(speed: Double = 1, settings: GroveSettings = GroveSettings(), room: RoomBoard? = nil) {
        var count = 0
        model = TimerViewModel(
            repository: store, notifications: notifications, hooks: hooks, clock: clock, ticker: ticker,
            settings: settings, speed: GameSpeed(speed)!,
            makeSessionID: {
                count += 1
                return "session-\(count)"
            },
            room: room)
    }

    /// The forest as the launcher reads it: from this store's history, in UTC, with the model's coins.
    func forestReport(_ range: ForestPeriod.Range, _ anchor: LocalDay) throws -> ForestReport {
        forestReads += 1
        if let historyProblem { throw UnreadableHistory(description: historyProblem) }
        let sessions = try store.history(startedIn: nil)
        let calendar = FixedOffsetCalendar.utc
        let period = ForestPeriod.containing(
            anchor, range: range, earliest: sessions.first.map { calendar.day(of: $0.startedAt) })
        return ForestReport(
            period: period, sessions: sessions, calendar: calendar, today: calendar.day(of: clock.now()),
            coins: model.rewards.coins)
    }
}
