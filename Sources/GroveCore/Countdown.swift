import FoundationEssentials

/// Formats game seconds as a countdown, MM:SS (H:MM:SS from an hour up).
///
/// Rounds up, so a fresh 25-minute session reads 25:00 and 00:00 appears only
/// at the end; this matches the stage mapping (20:01 is still stage 1).
public enum Countdown {
    public static func text(_ seconds: TimeInterval) -> String {
        let total = Int(max(0, min(seconds, SaneBounds.maximumDuration)).rounded(.up))
        let hours = total / 3600
        let minutes = (total % 3600) / 60
        let secs = total % 60
        let mmss = "\(twoDigits(minutes)):\(twoDigits(secs))"
        return hours > 0 ? "\(hours):\(mmss)" : mmss
    }

    /// A duration in words for summaries, such as "1 h 05 min" or "12 min".
    public static func words(_ seconds: TimeInterval) -> String {
        let minutes = Int(max(0, min(seconds, SaneBounds.maximumDuration * 1000)) / 60)
        if minutes < 60 { return "\(minutes) min" }
        return "\(minutes / 60) h \(twoDigits(minutes % 60)) min"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
