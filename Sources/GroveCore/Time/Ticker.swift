import FoundationEssentials

/// Delivers periodic ticks to the view model while a session runs. A tick only prompts a
/// recompute from the clock, so a late or missed tick is harmless.
public protocol Ticker: AnyObject {
    /// Starts ticking every `interval` wall seconds, replacing any earlier schedule.
    func start(every interval: TimeInterval, _ onTick: @escaping () -> Void)
    /// Stops ticking; no tick arrives after this returns.
    func stop()
    var isRunning: Bool { get }
}
