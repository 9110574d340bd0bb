import FoundationEssentials
import GroveCore

/// The real wall clock.
public final class SystemClock: WallClock {
    public init() {}

    public func now() -> Date { Date() }
}
