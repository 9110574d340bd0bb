import FoundationEssentials
import GroveCore

/// A ticker that schedules nothing: a command or the waiter shows no countdown (the store and the
/// clock carry the session), and the game screen's loop ticks the model each time it wakes.
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
