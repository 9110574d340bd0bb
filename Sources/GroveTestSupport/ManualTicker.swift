import FoundationEssentials
import GroveCore

/// A ticker a test fires by hand, recording how it was scheduled.
public final class ManualTicker: Ticker {
    public private(set) var interval: TimeInterval?
    private var onTick: (() -> Void)?

    public init() {}

    public var isRunning: Bool { onTick != nil }

    public func start(every interval: TimeInterval, _ onTick: @escaping () -> Void) {
        self.interval = interval
        self.onTick = onTick
    }

    public func stop() { onTick = nil }

    /// Delivers one tick, as the real ticker would after `interval`.
    public func fire() { onTick?() }
}
