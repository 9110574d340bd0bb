import GroveWords

/// The span of local days a forest view covers.
public struct ForestPeriod: Sendable, Hashable {
    public enum Range: String, Sendable, CaseIterable {
        case day, week, month, year, all
    }

    public let range: Range
    public let first: LocalDay
    public let last: LocalDay

    public init(range: Range, first: LocalDay, last: LocalDay) {
        self.range = range
        self.first = first
        self.last = max(first, last)
    }

    /// The period of `range` that contains `day`; weeks start on Monday. For
    /// `.all`, from `earliest` (the first session's day) to `day`.
    public static func containing(_ day: LocalDay, range: Range, earliest: LocalDay? = nil) -> ForestPeriod {
        switch range {
        case .day:
            return ForestPeriod(range: range, first: day, last: day)
        case .week:
            let monday = day.adding(days: -day.weekdayFromMonday)
            return ForestPeriod(range: range, first: monday, last: monday.adding(days: 6))
        case .month:
            let last = LocalDay.daysIn(month: day.month, year: day.year)
            return ForestPeriod(
                range: range, first: LocalDay(year: day.year, month: day.month, day: 1),
                last: LocalDay(year: day.year, month: day.month, day: last))
        case .year:
            return ForestPeriod(
                range: range, first: LocalDay(year: day.year, month: 1, day: 1), last: LocalDay(year: day.year, month: 12, day: 31))
        case .all:
            return ForestPeriod(range: range, first: min(earliest ?? day, day), last: day)
        }
    }

    /// Nil for `.all`.
    public var previous: ForestPeriod? {
        range == .all ? nil : .containing(first.adding(days: -1), range: range)
    }

    /// Nil for `.all`.
    public var next: ForestPeriod? {
        range == .all ? nil : .containing(last.adding(days: 1), range: range)
    }

    public var days: [LocalDay] {
        (first.ordinal...last.ordinal).map(LocalDay.init(ordinal:))
    }

    public func contains(_ day: LocalDay) -> Bool { day >= first && day <= last }

    /// A heading such as "week of 2026-11-16" or "November 2026", in the language's words.
    public var title: String {
        switch range {
        case .day: DateText.numeric(first)
        case .week: Words.Date.weekOf(date: DateText.numeric(first))
        case .month: DateText.monthYear(month: first.month, year: first.year)
        case .year: DateText.year(first.year)
        case .all: Words.Date.allSince(date: DateText.numeric(first))
        }
    }
}
