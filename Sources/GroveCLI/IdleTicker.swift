import FoundationEssentials
import GroveCore

/// A ticker for processes that show no countdown (a one-shot command, the
/// waiter): the store and the clock carry the session, not ticks.
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
