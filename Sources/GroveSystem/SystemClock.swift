import FoundationEssentials
import GrovePlatform
import GroveCore

/// The real wall clock.
public final class SystemClock: WallClock {
    public init() {}

    public func now() -> Date { Date() }

    /// Sleeps on the wall clock itself (an absolute CLOCK_REALTIME sleep), so a
    /// laptop that slept past `date` wakes the sleeper on resume, not a full nap later.
    public func sleep(until date: Date) {
        Platform.sleep(untilWallSeconds: date.timeIntervalSince1970)
    }
}
