import FoundationEssentials

/// The one source of "now" for the core: wall time survives a process, so end dates are stored in it.
public protocol WallClock: AnyObject {
    func now() -> Date

    /// Waits until the wall clock reads `date` (at once if it already has).
    func sleep(until date: Date)
}
