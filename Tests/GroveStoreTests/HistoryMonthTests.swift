import Foundation
import GroveTestSupport
import Testing
@testable import GroveStore

@Suite("the UTC month a session is stored under")
struct HistoryMonthTests {
    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// Instants from 1900 to 2200, and the last and first seconds around every month's start.
    @Test func theMonthOfAnInstantIsTheCalendarsInUTC() {
        var generator = SeededGenerator(seed: 11)
        var instants = (0..<5_000).map { _ in Double.random(in: -2_208_988_800...7_258_118_400, using: &generator) }
        for year in [1969, 1970, 2000, 2024, 2100] {
            for month in 1...12 {
                let start = HistoryMonth(year: year, month: month).start.timeIntervalSince1970
                instants += [start - 0.5, start - 1, start, start + 0.5]
            }
        }
        for seconds in instants {
            let date = Date(timeIntervalSince1970: seconds)
            let expected = Self.utc.dateComponents([.year, .month], from: date)
            let month = HistoryMonth(containing: date)
            #expect(month.year == expected.year && month.month == expected.month, "\(seconds)")
        }
    }

    @Test func aMonthStartsAtTheCalendarsFirstInstantInUTC() {
        for year in [1900, 1969, 1970, 2000, 2024, 2026, 2100, 2400] {
            for month in 1...12 {
                let expected = Self.utc.date(from: DateComponents(year: year, month: month, day: 1))
                #expect(HistoryMonth(year: year, month: month).start == expected, "\(year)-\(month)")
            }
        }
    }
}
