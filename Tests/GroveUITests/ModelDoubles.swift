import Foundation
import GroveCore
import GroveUI

/// The view model on a manual clock and an in-memory store, with the loop's
/// ticker: the few doubles the game loop's tests need.
final class ModelFixture {
    final class Clock: WallClock {
        var current = Date(timeIntervalSince1970: 1_763_712_000)
        func now() -> Date { current }
    }

    final class Store: SessionRepository {
        var live = LiveRecord.empty
        var finished: [FinishedSession] = []

        func loadLive() throws -> LiveRecord { live }

        func update<Result>(_ change: (inout LiveRecord, inout [FinishedSession]) throws -> Result) throws -> Result {
            var record = live
            var added: [FinishedSession] = []
            let result = try change(&record, &added)
            live = record
            finished += added
            return result
        }

        func history(startedIn interval: DateRange?) throws -> [FinishedSession] { finished }
    }

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

    final class Hooks: HookRunner {
        func run(_ facts: HookFacts) {}
    }

    let clock = Clock()
    let store = Store()
    let notifications = Notifications()
    let ticker = LoopTicker()
    let model: TimerViewModel

    init(speed: Double = 1, settings: GroveSettings = GroveSettings()) {
        var count = 0
        model = TimerViewModel(
            repository: store, notifications: notifications, hooks: Hooks(), clock: clock, ticker: ticker,
            settings: settings, speed: GameSpeed(speed)!,
            makeSessionID: {
                count += 1
                return "session-\(count)"
            })
    }
}
