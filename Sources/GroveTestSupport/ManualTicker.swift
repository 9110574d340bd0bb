import FoundationEssentials
import GroveCore

/// A ticker a test fires by hand, recording how it was scheduled.
public final class ManualTicker: Ticker {
    public private(set) var interval: TimeInterval?
    public private(set) var startCount = 0
    public private(set) var stopCount = 0
    private var onTick: (() -> Void)?

    public init() {}

    public var isRunning: Bool { onTick != nil }

    public func start(every interval: TimeInterval, _ onTick: @escaping () -> Void) {
        self.interval = interval
        self.onTick = onTick
        startCount += 1
    }

    public func stop() {
        onTick = nil
        stopCount += 1
    }

    /// Delivers one tick, as the real ticker would after `interval`.
    public func fire() {
        onTick?()
    }
}
