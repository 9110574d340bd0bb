import FoundationEssentials
import GroveCore

/// A fixed zone with one daylight-saving period, like Central Europe in 2026 (UTC+1; UTC+2 from 2026-03-29 01:00 to
/// 2026-10-25 01:00 UTC), so statistics tests do not depend on the machine's zone.
public struct DaylightSavingCalendar: LocalCalendar {
    private let standardOffset = 3600
    private let summerOffset = 7200
    private let summerTime = Date(timeIntervalSince1970: 1_774_746_000)..<Date(timeIntervalSince1970: 1_792_890_000)

    public init() {}

    private func offset(at date: Date) -> Int { summerTime.contains(date) ? summerOffset : standardOffset }

    public func day(of date: Date) -> LocalDay {
        FixedOffsetCalendar(secondsEastOfUTC: offset(at: date)).day(of: date)
    }

    public func hour(of date: Date) -> Int {
        FixedOffsetCalendar(secondsEastOfUTC: offset(at: date)).hour(of: date)
    }

    public func start(of day: LocalDay) -> Date {
        let standard = FixedOffsetCalendar(secondsEastOfUTC: standardOffset).start(of: day)
        let summer = FixedOffsetCalendar(secondsEastOfUTC: summerOffset).start(of: day)
        return offset(at: summer) == summerOffset ? summer : standard
    }

    /// The instant of a local wall time, for writing tests in local terms.
    public func date(_ day: LocalDay, hour: Int, minute: Int = 0) -> Date {
        let guess = start(of: day).addingTimeInterval(Double(hour * 3600 + minute * 60))
        let drift = offset(at: start(of: day)) - offset(at: guess)
        return guess.addingTimeInterval(Double(drift))
    }
}
