import FoundationEssentials
import GroveCore

/// A fixed time zone with one daylight-saving period, like Central Europe in
/// 2026: UTC+1, and UTC+2 from 2026-03-29 01:00 UTC to 2026-10-25 01:00 UTC.
/// Statistics tests pin it so they do not depend on the machine's zone.
public struct DaylightSavingCalendar: LocalCalendar {
    public let standardOffset: Int
    public let summerOffset: Int
    public let summerStart: Date
    public let summerEnd: Date

    public init(
        standardOffset: Int = 3600, summerOffset: Int = 7200,
        summerStart: Date = Date(timeIntervalSince1970: 1_774_746_000),
        summerEnd: Date = Date(timeIntervalSince1970: 1_792_890_000)
    ) {
        self.standardOffset = standardOffset
        self.summerOffset = summerOffset
        self.summerStart = summerStart
        self.summerEnd = summerEnd
    }

    public func offset(at date: Date) -> Int {
        date >= summerStart && date < summerEnd ? summerOffset : standardOffset
    }

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
