import FoundationEssentials

/// What counts for the game, the one rule: a tree grown at speed 1 while grove timed it earns coins, streak days, the daily
/// goal and achievements, on at most ``longestSeconds`` of its focus. Every other tree earns nothing (``Exclusion``); its
/// focus still shows in the forest's figures.
public enum RewardRule {
    /// Raised whenever the rule changes, so totals and tallies a store kept under another are counted again.
    public static let version = 3
    /// Focus a tree needs to earn anything: the shortest tree grove plants.
    public static let shortestSeconds = TimeInterval(GroveSettings.minuteRange.lowerBound * 60)
    /// Focus a tree earns on at most: the longest tree grove grows. The minutes past it earn nothing.
    public static let longestSeconds = TimeInterval(GroveSettings.minuteRange.upperBound * 60)

    /// Why a focus session earns nothing, even grown.
    public enum Exclusion: Sendable, Hashable {
        /// Grown at a speed other than 1 (`--speed`): a demonstration or a test.
        case atOtherSpeed
        /// Under a minute of focus, as an imported record of no length can be.
        case underAMinute
        /// Recorded afterwards with `grove log`: grove did not time it, so nothing grew it.
        case logged
    }

    /// Why `session` would earn nothing even grown, or nil when it counts once grown.
    public static func exclusion(of session: FinishedSession) -> Exclusion? {
        if session.logged { return .logged }
        if session.isAtOtherSpeed { return .atOtherSpeed }
        if session.focusedSeconds < shortestSeconds { return .underAMinute }
        return nil
    }

    /// Whether `session` counts for the game: a grown focus session that nothing excludes.
    public static func counts(_ session: FinishedSession) -> Bool {
        session.kind == .focus && session.state == .completed && exclusion(of: session) == nil
    }

    /// The focus seconds `session` earns on: at most ``longestSeconds``, none when it does not count.
    public static func rewardedSeconds(of session: FinishedSession) -> TimeInterval {
        counts(session) ? min(session.focusedSeconds, longestSeconds) : 0
    }
}
