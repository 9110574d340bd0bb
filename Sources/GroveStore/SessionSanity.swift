import FoundationEssentials
import GroveCore

/// The rules every stored session obeys: the same as `FinishedSession`'s
/// decoding (``SaneBounds``), in words for the lean reader's messages.
enum SessionSanity {
    /// What is wrong with a date field, or nil when it is sensible.
    static func dateProblem(secondsSinceReference seconds: Double) -> String? {
        SaneBounds.dates.contains(seconds)
            ? nil : "is \(seconds), not a sensible date (grove keeps dates from 1970 to 2200)"
    }

    /// What is wrong with a duration field, or nil when it is sensible.
    static func durationProblem(_ seconds: Double, allowZero: Bool) -> String? {
        let lowerOK = allowZero ? seconds >= 0 : seconds > 0
        guard seconds.isFinite, lowerOK, seconds <= SaneBounds.maximumDuration else {
            let least = allowZero ? "0" : "more than 0"
            return "is \(seconds), not a sensible duration (\(least) to \(Int(SaneBounds.maximumDuration)) seconds)"
        }
        return nil
    }

    static let endedBeforeStarted = "is before startedAt"
    static let focusedBeyondPlanned = "is more than plannedSeconds"
}
