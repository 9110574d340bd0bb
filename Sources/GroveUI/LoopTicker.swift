import FoundationEssentials
import GroveCore

/// The view model's ticker on the game screen: it keeps no timer of its own.
/// The game loop reads when the next tick is due, waits for it in its one
/// `poll`, and fires it, so the screen wakes only when something can change.
public final class LoopTicker: Ticker {
    /// The interval the model asked for, while it is ticking.
    public private(set) var interval: TimeInterval?
    private var onTick: (() -> Void)?

    public init() {}

    public var isRunning: Bool { onTick != nil }

    public func start(every interval: TimeInterval, _ onTick: @escaping () -> Void) {
        self.interval = interval
        self.onTick = onTick
    }

    public func stop() {
        interval = nil
        onTick = nil
    }

    /// Delivers the tick that is due.
    public func fire() {
        onTick?()
    }
}
