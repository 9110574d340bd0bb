import FoundationEssentials
import GrovePlatform
import GroveCore

public final class SystemClock: WallClock {
    public init() {}

    public func now() -> Date { Date() }

    /// On the wall clock itself, so a laptop that slept past `date` wakes the sleeper on resume.
    public func sleep(until date: Date) { Platform.sleep(untilWallSeconds: date.timeIntervalSince1970) }
}
