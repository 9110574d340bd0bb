import GroveCore
import GroveWords
import Testing

/// Days as each language writes them: its names of weekdays and months, and its order of day, month and year.
@Suite("days in each language's words")
struct DateTextTests {
    /// A Monday.
    let monday = LocalDay(year: 2026, month: 11, day: 16)
    /// A Friday in May, whose Russian name changes after a day's number.
    let mayDay = LocalDay(year: 2026, month: 5, day: 1)

    struct Written: Sendable, CustomTestStringConvertible {
        let language: Language
        let numeric: String, inWords: String, short: String, withYear: String, heading: String
        var testDescription: String { language.rawValue }
    }

    @Test(arguments: [
        Written(language: .en, numeric: "2026-11-16", inWords: "Monday 16 November", short: "Mon 16 Nov", withYear: "1 May 2026", heading: "November 2026"),
        Written(language: .de, numeric: "16.11.2026", inWords: "Montag, 16. November", short: "Mo., 16. Nov.", withYear: "1. Mai 2026", heading: "November 2026"),
        Written(language: .fr, numeric: "16/11/2026", inWords: "lundi 16 novembre", short: "lun. 16 nov.", withYear: "1 mai 2026", heading: "novembre 2026"),
        Written(language: .es, numeric: "16/11/2026", inWords: "lunes, 16 de noviembre", short: "lun, 16 nov", withYear: "1 de mayo de 2026", heading: "noviembre de 2026"),
        Written(language: .ptBR, numeric: "16/11/2026", inWords: "segunda-feira, 16 de novembro", short: "seg., 16 de nov.", withYear: "1 de maio de 2026", heading: "novembro de 2026"),
        Written(language: .ru, numeric: "16.11.2026", inWords: "понедельник, 16 ноября", short: "пн, 16 нояб.", withYear: "1 мая 2026 г.", heading: "ноябрь 2026"),
        Written(language: .ja, numeric: "2026/11/16", inWords: "11月16日月曜日", short: "11月16日(月)", withYear: "2026年5月1日", heading: "2026年11月"),
        Written(language: .ko, numeric: "2026. 11. 16.", inWords: "11월 16일 월요일", short: "11월 16일 (월)", withYear: "2026년 5월 1일", heading: "2026년 11월"),
        Written(language: .zhCN, numeric: "2026/11/16", inWords: "11月16日星期一", short: "11月16日周一", withYear: "2026年5月1日", heading: "2026年11月"),
        Written(language: .zhTW, numeric: "2026/11/16", inWords: "11月16日 星期一", short: "11月16日 週一", withYear: "2026年5月1日", heading: "2026年11月"),
    ])
    func aDayIsWrittenInTheLanguagesOrder(written: Written) {
        Words.$language.withValue(written.language) {
            #expect(DateText.numeric(monday) == written.numeric)
            #expect(DateText.weekdayDayMonth(monday) == written.inWords)
            #expect(DateText.weekdayDayMonthShort(monday) == written.short)
            #expect(DateText.dayMonthYear(mayDay) == written.withYear)
            #expect(DateText.monthYear(month: 11, year: 2026) == written.heading)
        }
    }

    @Test func russianNamesAMonthAloneAndAfterADayApart() {
        Words.$language.withValue(.ru) {
            #expect(DateText.monthName(5) == "май")
            #expect(DateText.monthShort(5) == "май")
            #expect(DateText.weekdayDayMonthShort(mayDay) == "пт, 1 мая")
            #expect(DateText.dayMonthYear(LocalDay(year: 2026, month: 3, day: 8)) == "8 марта 2026 г.")
        }
    }

    @Test func aColumnHeadingIsTheShortWeekday() {
        let week = { (0..<7).map(DateText.weekdayShort) }
        #expect(week() == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        #expect(Words.$language.withValue(.de, operation: week) == ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"])
        #expect(Words.$language.withValue(.ja, operation: week) == ["月", "火", "水", "木", "金", "土", "日"])
        #expect(Words.$language.withValue(.ko, operation: week) == ["월", "화", "수", "목", "금", "토", "일"])
        #expect(Words.$language.withValue(.zhTW, operation: week) == ["週一", "週二", "週三", "週四", "週五", "週六", "週日"])
    }

    @Test func theForestsHeadingsSpeakTheLanguage() {
        let period = { (range: ForestPeriod.Range) in ForestPeriod.containing(self.monday, range: range, earliest: self.mayDay).title }
        #expect(ForestPeriod.Range.allCases.map(period) == ["2026-11-16", "week of 2026-11-16", "November 2026", "2026", "all since 2026-05-01"])
        #expect(Words.$language.withValue(.de) { ForestPeriod.Range.allCases.map(period) }
            == ["16.11.2026", "Woche vom 16.11.2026", "November 2026", "2026", "alles seit 01.05.2026"])
        #expect(Words.$language.withValue(.ja) { ForestPeriod.Range.allCases.map(period) }
            == ["2026/11/16", "2026/11/16からの週", "2026年11月", "2026年", "2026/05/01以降すべて"])
    }

    @Test func aDateAndClockIsTheDayInFiguresThenTheTime() {
        let calendar = FixedOffsetCalendar.utc
        let date = calendar.start(of: monday).addingTimeInterval(14 * 3600 + 5 * 60)
        #expect(calendar.dateAndClockText(date) == "2026-11-16 14:05")
        #expect(Words.$language.withValue(.ru) { calendar.dateAndClockText(date) } == "16.11.2026 14:05")
    }

    @Test func thePseudoLanguageAccentsTheNamesAndKeepsTheFigures() {
        Words.$language.withValue(.pseudo) {
            #expect(DateText.monthName(11).hasPrefix("[Ñöṽéɱƀéŕ"))
            #expect(DateText.numeric(monday).contains("2026") && DateText.numeric(monday).contains("16"))
        }
    }
}
