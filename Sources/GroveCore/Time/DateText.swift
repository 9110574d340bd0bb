import GroveWords

/// How grove writes days for people, in the language's way: weekday and month names, their short forms, and the order of
/// day, month and year ("Mon 16 Nov", "Mo., 16. Nov.", "11月16日(月)"). What a program reads (`--json`, `--date`) keeps
/// ISO 8601, `LocalDay.description`.
public enum DateText {
    /// "2026-11-16", "16.11.2026", "2026/11/16".
    public static func numeric(_ day: LocalDay) -> String {
        Words.Date.numeric(year: String(day.year), month: TimeText.twoDigits(day.month), day: TimeText.twoDigits(day.day))
    }

    /// "Monday 16 November", "Montag, 16. November", "11月16日月曜日": for sentences.
    public static func weekdayDayMonth(_ day: LocalDay) -> String {
        Words.Date.weekdayDayMonth(
            weekday: weekdayName(day.weekdayFromMonday), day: String(day.day), month: monthsWithDay[day.month - 1]())
    }

    /// "Mon 16 Nov", "Mo., 16. Nov.", "11月16日(月)": for screens.
    public static func weekdayDayMonthShort(_ day: LocalDay) -> String {
        Words.Date.weekdayDayMonthShort(
            weekday: weekdayShort(day.weekdayFromMonday), day: String(day.day), month: shortMonthsWithDay[day.month - 1]())
    }

    /// "Monday 16 November 2026", "Montag, 16. November 2026": for sentences.
    public static func weekdayDayMonthYear(_ day: LocalDay) -> String {
        Words.Date.weekdayDayMonthYear(
            weekday: weekdayName(day.weekdayFromMonday), day: String(day.day), month: monthsWithDay[day.month - 1](),
            year: String(day.year))
    }

    /// "Sat 21 Nov 2025", "Sa., 21. Nov. 2025", "2025年11月21日(土)": for screens.
    public static func weekdayDayMonthYearShort(_ day: LocalDay) -> String {
        Words.Date.weekdayDayMonthYearShort(
            weekday: weekdayShort(day.weekdayFromMonday), day: String(day.day), month: shortMonthsWithDay[day.month - 1](),
            year: String(day.year))
    }

    /// "16 November 2026", "16 ноября 2026 г.", "2026年11月16日".
    public static func dayMonthYear(_ day: LocalDay) -> String {
        Words.Date.dayMonthYear(day: String(day.day), month: monthsWithDay[day.month - 1](), year: String(day.year))
    }

    /// "November 2026", "noviembre de 2026", "2026年11月": a month as a heading.
    public static func monthYear(month: Int, year: Int) -> String {
        Words.Date.monthYear(month: monthName(month), year: String(year))
    }

    /// "2026", "2026年": a year as a heading.
    public static func year(_ year: Int) -> String {
        Words.Date.year(year: String(year))
    }

    /// "Monday", "lundi", "月曜日"; 0 is Monday.
    public static func weekdayName(_ weekdayFromMonday: Int) -> String { weekdays[weekdayFromMonday]() }

    /// "Mon", "Mo", "月": a column heading; 0 is Monday.
    public static func weekdayShort(_ weekdayFromMonday: Int) -> String { shortWeekdays[weekdayFromMonday]() }

    /// "Mo", "пн", "月", "一": a narrow column's heading; 0 is Monday.
    public static func weekdayNarrow(_ weekdayFromMonday: Int) -> String { narrowWeekdays[weekdayFromMonday]() }

    /// "M", "П", "月", "一": the narrowest heading the language has; 0 is Monday.
    public static func weekdayInitial(_ weekdayFromMonday: Int) -> String { weekdayInitials[weekdayFromMonday]() }

    /// "November", "ноябрь", "11月": the month standing alone; 1 is January.
    public static func monthName(_ month: Int) -> String { months[month - 1]() }

    /// "Nov", "nov.", "11月": the month standing alone, short; 1 is January.
    public static func monthShort(_ month: Int) -> String { shortMonths[month - 1]() }

    // Read when written, so the language in use decides.
    private static let weekdays: [@Sendable () -> String] = [
        { Words.Date.monday }, { Words.Date.tuesday }, { Words.Date.wednesday }, { Words.Date.thursday }, { Words.Date.friday },
        { Words.Date.saturday }, { Words.Date.sunday },
    ]
    private static let shortWeekdays: [@Sendable () -> String] = [
        { Words.Date.mondayShort }, { Words.Date.tuesdayShort }, { Words.Date.wednesdayShort }, { Words.Date.thursdayShort },
        { Words.Date.fridayShort }, { Words.Date.saturdayShort }, { Words.Date.sundayShort },
    ]
    private static let narrowWeekdays: [@Sendable () -> String] = [
        { Words.Date.mondayNarrow }, { Words.Date.tuesdayNarrow }, { Words.Date.wednesdayNarrow }, { Words.Date.thursdayNarrow },
        { Words.Date.fridayNarrow }, { Words.Date.saturdayNarrow }, { Words.Date.sundayNarrow },
    ]
    private static let weekdayInitials: [@Sendable () -> String] = [
        { Words.Date.mondayInitial }, { Words.Date.tuesdayInitial }, { Words.Date.wednesdayInitial }, { Words.Date.thursdayInitial },
        { Words.Date.fridayInitial }, { Words.Date.saturdayInitial }, { Words.Date.sundayInitial },
    ]
    private static let months: [@Sendable () -> String] = [
        { Words.Date.january }, { Words.Date.february }, { Words.Date.march }, { Words.Date.april }, { Words.Date.may },
        { Words.Date.june }, { Words.Date.july }, { Words.Date.august }, { Words.Date.september }, { Words.Date.october },
        { Words.Date.november }, { Words.Date.december },
    ]
    private static let shortMonths: [@Sendable () -> String] = [
        { Words.Date.januaryShort }, { Words.Date.februaryShort }, { Words.Date.marchShort }, { Words.Date.aprilShort },
        { Words.Date.mayShort }, { Words.Date.juneShort }, { Words.Date.julyShort }, { Words.Date.augustShort },
        { Words.Date.septemberShort }, { Words.Date.octoberShort }, { Words.Date.novemberShort }, { Words.Date.decemberShort },
    ]
    /// The month after a day's number: Russian's genitive ("16 ноября").
    private static let monthsWithDay: [@Sendable () -> String] = [
        { Words.Date.januaryWithDay }, { Words.Date.februaryWithDay }, { Words.Date.marchWithDay }, { Words.Date.aprilWithDay },
        { Words.Date.mayWithDay }, { Words.Date.juneWithDay }, { Words.Date.julyWithDay }, { Words.Date.augustWithDay },
        { Words.Date.septemberWithDay }, { Words.Date.octoberWithDay }, { Words.Date.novemberWithDay }, { Words.Date.decemberWithDay },
    ]
    private static let shortMonthsWithDay: [@Sendable () -> String] = [
        { Words.Date.januaryShortWithDay }, { Words.Date.februaryShortWithDay }, { Words.Date.marchShortWithDay },
        { Words.Date.aprilShortWithDay }, { Words.Date.mayShortWithDay }, { Words.Date.juneShortWithDay },
        { Words.Date.julyShortWithDay }, { Words.Date.augustShortWithDay }, { Words.Date.septemberShortWithDay },
        { Words.Date.octoberShortWithDay }, { Words.Date.novemberShortWithDay }, { Words.Date.decemberShortWithDay },
    ]
}
