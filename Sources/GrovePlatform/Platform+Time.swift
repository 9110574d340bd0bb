import Glibc

extension Platform {
    /// Seconds on a clock that never jumps (CLOCK_MONOTONIC), for spans inside one process.
    public static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// An absolute CLOCK_REALTIME sleep, so a machine that slept past `seconds` wakes the sleeper
    /// on resume, not a full nap later.
    public static func sleep(untilWallSeconds seconds: Double) { sleep(until: seconds, on: CLOCK_REALTIME) }

    /// Sleeps for `seconds`, resuming after interruptions.
    public static func sleep(seconds: Double) {
        sleep(until: monotonicSeconds() + seconds, on: CLOCK_MONOTONIC)
    }

    private static func sleep(until seconds: Double, on clock: clockid_t) {
        let whole = seconds.rounded(.down)
        var target = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
        while clock_nanosleep(clock, TIMER_ABSTIME, &target, nil) == EINTR {}
    }
}
