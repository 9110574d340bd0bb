import GroveWords

/// Why the growing tree cannot be extended now (``SessionRules/extendRefusal(of:minutes:)``); nothing changes.
public enum ExtendRefusal: Sendable, Hashable, CustomStringConvertible {
    /// No tree is growing on this machine.
    case nothingGrowing
    /// Less than a minute was asked for.
    case noMinutes
    /// A count-up tree has no end to move.
    case countUp
    /// The tree is paused: its end is not set until it runs again.
    case paused
    case isBreak
    /// Its members share one end.
    case together
    /// It is planned for the longest a tree grows already.
    case atLimit

    public var description: String {
        let limit = Words.number(GroveSettings.minuteRange.upperBound)
        return switch self {
        case .nothingGrowing: Words.Extend.nothingGrowing
        case .noMinutes: Words.Extend.noMinutes
        case .countUp: Words.Extend.countUp
        case .paused: Words.Extend.paused
        case .isBreak: Words.Extend.isBreak
        case .together: Words.Extend.together
        case .atLimit: Words.Extend.atLimit(limit: limit)
        }
    }
}
