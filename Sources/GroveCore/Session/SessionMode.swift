import FoundationEssentials

/// How a focus session ends: at the end of its countdown, or when the person says so.
public enum SessionMode: String, Sendable, WordedValue {
    /// A countdown of a planned length; the tree grows in fifths of it.
    case countdown
    /// Count-up (`grove plant --open`): no end, a stage every 5 minutes, done with `grove done`.
    case open

    /// Game seconds of focus after which an open tree is full-grown (a stage every fifth of it).
    public static let openFullGrownSeconds: TimeInterval = 25 * 60
    /// Game seconds of focus an open tree needs to be kept as grown when it is ended.
    public static let openGrownAfterSeconds: TimeInterval = 10 * 60
    /// Game seconds after which an open tree completes by itself: the longest any session lasts.
    public static let openLimitSeconds = TimeInterval(GroveSettings.minuteRange.upperBound * 60)

    public func stage(elapsed: TimeInterval, planned: TimeInterval) -> Int {
        switch self {
        case .countdown: TreeStage.stage(elapsed: elapsed, planned: planned)
        case .open: TreeStage.stage(elapsed: elapsed, planned: Self.openFullGrownSeconds)
        }
    }
}
