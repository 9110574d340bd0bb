import FoundationEssentials
import GroveWords

/// How grove writes times for people, in the CLI, screens, forest and notifications alike: a running clock as `25:00`, an
/// amount as `12 min` (`12 minutes` in plain sentences), in the language's words.
public enum TimeText {
    /// MM:SS (H:MM:SS from an hour up), rounded up, so a fresh 25-minute session reads 25:00, 00:00
    /// appears only at the end, and stages match (20:01 is still stage 1).
    public static func clock(_ seconds: TimeInterval) -> String {
        let total = wholeSeconds(seconds)
        let hours = total / 3600, minutes = (total % 3600) / 60, secs = total % 60
        // Written digit by digit rather than formatted: the live screen writes a clock every second.
        let mmss = String(unsafeUninitializedCapacity: 5) { utf8 in
            utf8[0] = digit(minutes / 10)
            utf8[1] = digit(minutes % 10)
            utf8[2] = UInt8(ascii: ":")
            utf8[3] = digit(secs / 10)
            utf8[4] = digit(secs % 10)
            return 5
        }
        return hours > 0 ? String(hours) + ":" + mmss : mmss
    }

    /// A session's clock as every screen and command shows it: the time left, or for a
    /// count-up "+" and the whole seconds of focus so far (`LiveSession.clockSeconds`).
    public static func clock(_ seconds: TimeInterval, mode: SessionMode) -> String {
        mode == .open ? "+" + clock(seconds) : clock(seconds)
    }

    private static func digit(_ value: Int) -> UInt8 {
        UInt8(ascii: "0") + UInt8(value)
    }

    /// An amount of time spent, such as focus: "45 s", "12 min" or "1 h 05 min" ("1時間5分")
    /// (whole minutes, counted down, so it never claims focus that was not there).
    public static func amount(_ seconds: TimeInterval) -> String {
        let (hours, minutes, secs) = parts(seconds)
        if hours > 0 { return Words.Duration.hoursMinutes(hours: String(hours), minutes: minutesAfterHours(minutes)) }
        return minutes > 0 ? Words.Duration.minutes(minutes: String(minutes)) : Words.Duration.seconds(seconds: String(secs))
    }

    /// The same amount in words, for sentences a screen reader speaks: "45 seconds",
    /// "1 minute", "1 hour 15 minutes" (counted down as `amount` counts).
    public static func spoken(_ seconds: TimeInterval) -> String {
        let (hours, minutes, secs) = parts(seconds)
        guard hours > 0 else {
            return minutes > 0 ? Words.Duration.spokenMinutes(count: minutes) : Words.Duration.spokenSeconds(count: secs)
        }
        let spokenHours = Words.Duration.spokenHours(count: hours)
        guard minutes > 0 else { return spokenHours }
        return Words.Duration.spokenHoursMinutes(hours: spokenHours, minutes: Words.Duration.spokenMinutes(count: minutes))
    }

    /// The same amount in at most five columns, for a forest's day cell: "45s", "12m", "1h05".
    public static func compactAmount(_ seconds: TimeInterval) -> String {
        let (hours, minutes, secs) = parts(seconds)
        if hours > 0 { return Words.Duration.compactHoursMinutes(hours: String(hours), minutes: twoDigits(minutes)) }
        return minutes > 0 ? Words.Duration.compactMinutes(minutes: String(minutes)) : Words.Duration.compactSeconds(seconds: String(secs))
    }

    /// The minutes after the hours, with as many digits as the language writes there: "05" in "1 h 05 min", "5" in "1時間5分".
    private static func minutesAfterHours(_ minutes: Int) -> String {
        (Int(Words.Format.minuteDigits) ?? 2) >= 2 ? twoDigits(minutes) : String(minutes)
    }

    /// Whole hours, minutes and seconds, counted down; seconds only under a minute.
    private static func parts(_ seconds: TimeInterval) -> (hours: Int, minutes: Int, seconds: Int) {
        let total = Int(max(0, min(seconds, SaneBounds.maximumDuration * 1000)))
        return (total / 3600, (total % 3600) / 60, total < 60 ? total : 0)
    }

    /// Game seconds as a clock shows them: clamped to a sane range and rounded up.
    public static func wholeSeconds(_ seconds: TimeInterval) -> Int {
        Int(max(0, min(seconds, SaneBounds.maximumDuration)).rounded(.up))
    }

    /// "05": a number below 100 with two digits, as clocks and dates write it.
    public static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
