import FoundationEssentials
import GroveCore

/// A ticker that schedules nothing: for processes that show no countdown (a
/// one-shot command, the waiter), where the store and the clock carry the session,
/// and for the game screen, whose loop ticks the model each time it wakes.
public final class IdleTicker: Ticker {
    public private(set) var isRunning = false

    public init() {}

    public func start(every interval: TimeInterval, _ onTick: @escaping () -> Void) {
        isRunning = true
    }

    public func stop() {
        isRunning = false
    }
}
