import Glibc

extension Platform {
    /// Seconds on a clock that never jumps (CLOCK_MONOTONIC), for measuring spans
    /// inside one process.
    public static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Sleeps until the wall clock reads `seconds` since 1970 (an absolute
    /// CLOCK_REALTIME sleep), so a machine that slept past it wakes the sleeper
    /// on resume, not a full nap later.
    public static func sleep(untilWallSeconds seconds: Double) {
        let whole = seconds.rounded(.down)
        var target = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
        while clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &target, nil) == EINTR {}
    }

    /// Sleeps for `seconds`, resuming after interruptions.
    public static func sleep(seconds: Double) {
        sleep(untilMonotonicSeconds: monotonicSeconds() + seconds)
    }

    private static func sleep(untilMonotonicSeconds seconds: Double) {
        let whole = seconds.rounded(.down)
        var target = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &target, nil) == EINTR {}
    }
}
