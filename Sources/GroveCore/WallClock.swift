import FoundationEssentials

/// The one source of "now" for the core.
///
/// Wall time is what survives a process: end dates are stored as wall dates so
/// any grove process, started later, can compute the same countdown.
public protocol WallClock: AnyObject {
    /// The current wall-clock date.
    func now() -> Date

    /// Waits until the wall clock reads `date` (at once if it already has).
    func sleep(until date: Date)
}
