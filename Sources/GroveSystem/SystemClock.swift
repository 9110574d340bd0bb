import FoundationEssentials
import Glibc
import GroveCore

/// The real wall clock.
public final class SystemClock: WallClock {
    public init() {}

    public func now() -> Date { Date() }

    /// Sleeps on the wall clock itself (an absolute CLOCK_REALTIME sleep), so a
    /// laptop that slept past `date` wakes the sleeper on resume, not a full nap later.
    public func sleep(until date: Date) {
        let seconds = date.timeIntervalSince1970
        let whole = seconds.rounded(.down)
        var target = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
        while clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &target, nil) == EINTR {}
    }
}
