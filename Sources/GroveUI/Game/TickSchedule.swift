import FoundationEssentials
import GroveCore

/// When the game loop should next wake, as pure arithmetic on wall dates.
public enum TickSchedule {
    /// How long after a displayed second changes the tick lands, so that the
    /// countdown computed then already shows the new second.
    static let lateness: TimeInterval = 0.002

    /// The next tick for `session`: when its countdown next shows a new value, at
    /// most every `tickInterval` of its speed; nil while it is not counting down.
    public static func nextTick(after now: Date, for session: LiveSession) -> Date? {
        guard let endsAt = session.endsAt else { return nil }
        return nextTick(after: now, endsAt: endsAt, speed: session.speed, interval: session.speed.tickInterval)
    }

    /// The next tick towards `endsAt` at `speed`, no sooner than `interval` allows: the first instant the countdown (game
    /// seconds left, rounded up) changes, so at speed 1 just after each second turns, at high speeds about every `interval`.
    public static func nextTick(after now: Date, endsAt: Date, speed: GameSpeed, interval: TimeInterval) -> Date {
        let step = speed.wallSeconds(forGame: 1)
        let earliest = now.addingTimeInterval(max(0, interval - step))
        let remaining = speed.gameSeconds(forWall: endsAt.timeIntervalSince(earliest))
        guard remaining > 0, remaining.isFinite else { return max(now, endsAt).addingTimeInterval(min(lateness, step / 4)) }
        // The displayed value is ceil(remaining); it next changes when remaining reaches the integer below it.
        let nextShown = max(0, remaining.rounded(.up) - 1)
        return endsAt.addingTimeInterval(-speed.wallSeconds(forGame: nextShown) + min(lateness, step / 4))
    }
}
