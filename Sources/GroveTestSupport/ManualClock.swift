import FoundationEssentials
import GroveCore

/// A clock that only moves when a test moves it: a 25-minute session takes microseconds.
public final class ManualClock: WallClock {
    public private(set) var current: Date
    /// Told the date of every sleep before it passes, so a test can watch a loop's pace or change the world meanwhile.
    public var whenSleeping: ((Date) -> Void)?

    /// Starts at a fixed, unremarkable date unless told otherwise.
    public init(_ start: Date = Date(timeIntervalSince1970: 1_763_712_000)) { current = start }

    public func now() -> Date { current }

    /// Returns at once, with the clock moved to `date` if that is later, as if the sleep had passed.
    public func sleep(until date: Date) {
        whenSleeping?(date)
        if date > current { current = date }
    }

    /// Moves time forward (or back, for clock-jump tests) by `seconds`.
    public func advance(by seconds: TimeInterval) { current = current.addingTimeInterval(seconds) }

    public func set(_ date: Date) { current = date }
}
