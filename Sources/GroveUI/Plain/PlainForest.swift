import GroveCore
import GroveText
import GroveWords

/// The forest in sentences for a screen reader (`grove forest` plain, the plain game's `f`): a title, a line per part of
/// the period (a day's trees, a week's days, a month's days with trees, a year's months, all time's years), the figures.
public enum PlainForest {
    /// The sentences for `page`; `tag` names the tag the forest was filtered by.
    public static func sentences(_ page: ForestPage, tag: String? = nil) -> [String] {
        switch page {
        case .unreadable(let reason): [Words.Forest.unreadable(reason: PrintableText.escaped(reason))]
        case .report(let report, let calendar): sentences(report, calendar: calendar, tag: tag)
        }
    }

    static func sentences(_ report: ForestReport, calendar: LocalCalendar, tag: String?) -> [String] {
        [title(report.period, tag: tag.map(PrintableText.escaped))] + projectFilter(report) + parts(report, calendar: calendar)
            + figures(report) + interruptionsAndProjects(report)
    }

    /// "Your forest in the week of Monday 16 November 2026." ("Your forest for writing …" with a tag.)
    private static func title(_ period: ForestPeriod, tag: String?) -> String {
        let first = period.first
        let month = DateText.monthName(first.month), year = "\(first.year)"
        switch (period.range, tag) {
        case (.day, nil): return Words.PlainForest.titleDay(date: date(first, withYear: true))
        case (.day, let tag?): return Words.PlainForest.titleDayTagged(tag: tag, date: date(first, withYear: true))
        case (.week, nil): return Words.PlainForest.titleWeek(date: date(first, withYear: true))
        case (.week, let tag?): return Words.PlainForest.titleWeekTagged(tag: tag, date: date(first, withYear: true))
        case (.month, nil): return Words.PlainForest.titleMonth(month: month, year: year)
        case (.month, let tag?): return Words.PlainForest.titleMonthTagged(tag: tag, month: month, year: year)
        case (.year, nil): return Words.PlainForest.titleYear(year: year)
        case (.year, let tag?): return Words.PlainForest.titleYearTagged(tag: tag, year: year)
        case (.all, nil): return Words.PlainForest.titleAll(date: DateText.dayMonthYear(first))
        case (.all, let tag?): return Words.PlainForest.titleAllTagged(tag: tag, date: DateText.dayMonthYear(first))
        }
    }

    /// "Monday 16 November" ("Monday 16 November 2026" `withYear`).
    private static func date(_ day: LocalDay, withYear: Bool = false) -> String {
        withYear ? DateText.weekdayDayMonthYear(day) : DateText.weekdayDayMonth(day)
    }

    /// A line for each part of the period.
    private static func parts(_ report: ForestReport, calendar: LocalCalendar) -> [String] {
        switch report.period.range {
        case .day:
            let trees = report.days.flatMap(\.trees)
            return trees.isEmpty ? [Words.PlainForest.noTreesDay] : trees.map { tree($0, calendar: calendar) }
        case .week:
            return report.days.map { Words.PlainForest.partFigures(part: date($0.day), figures: counts(Tally([$0]))) }
        case .month:
            let days = report.days.filter { !Tally([$0]).isEmpty }
            return days.isEmpty
                ? [Words.PlainForest.noTreesMonth]
                : days.map { Words.PlainForest.partFigures(part: date($0.day), figures: counts(Tally([$0]))) }
        case .year:
            return grouped(report, by: \.month, empty: Words.PlainForest.noTreesYear) {
                Words.PlainForest.partFigures(part: DateText.monthName($0), figures: $1)
            }
        case .all:
            return grouped(report, by: \.year, empty: Words.PlainForest.noTreesYet) {
                Words.PlainForest.yearFigures(year: "\($0)", figures: $1)
            }
        }
    }

    /// "At 09:05 an oak grew: 25 minutes of focus (writing)."
    private static func tree(_ tree: ForestTree, calendar: LocalCalendar) -> String {
        if tree.logged {
            return Words.Log.plainTree(
                time: calendar.clockText(tree.startedAt), focus: TimeText.spoken(tree.focusedSeconds),
                tag: PrintableText.escaped(tree.tag), species: Species.displayName(of: tree.species))
        }
        let what = Species.oneTree(of: tree.species)
        let (time, focus, tag) = (calendar.clockText(tree.startedAt), TimeText.spoken(tree.focusedSeconds), PrintableText.escaped(tree.tag))
        return switch (tree.grown, tree.accelerated) {
        case (true, false): Words.PlainForest.grew(time: time, tree: what, focus: focus, tag: tag)
        case (true, true): Words.PlainForest.grewAtAnotherSpeed(time: time, tree: what, focus: focus, tag: tag)
        case (false, false): Words.PlainForest.withered(time: time, tree: what, focus: focus, tag: tag)
        case (false, true): Words.PlainForest.witheredAtAnotherSpeed(time: time, tree: what, focus: focus, tag: tag)
        }
    }

    /// What some days hold together: a day, a month or a year.
    private struct Tally {
        let grown: Int
        let withered: Int
        let atOtherSpeeds: Int
        let logged: Int
        let focusSeconds: Double
        let goalDays: Int

        init(_ days: [DaySummary]) {
            grown = days.reduce(0) { $0 + $1.grown }
            withered = days.reduce(0) { $0 + $1.withered }
            atOtherSpeeds = days.reduce(0) { $0 + $1.atOtherSpeeds }
            logged = days.reduce(0) { $0 + $1.logged }
            focusSeconds = days.reduce(0) { $0 + $1.focusSeconds }
            goalDays = days.filter(\.goalMet).count
        }

        var isEmpty: Bool { grown + withered + atOtherSpeeds + logged == 0 }
    }

    /// A line for each month (or year) with trees, oldest first: `line` of the unit and its figures.
    private static func grouped(
        _ report: ForestReport, by unit: KeyPath<LocalDay, Int>, empty: String, line: (Int, String) -> String
    ) -> [String] {
        let byUnit = Dictionary(grouping: report.days) { $0.day[keyPath: unit] }
        let lines = byUnit.keys.sorted().compactMap { key -> String? in
            let tally = Tally(byUnit[key] ?? [])
            return tally.isEmpty ? nil : line(key, counts(tally, days: true))
        }
        return lines.isEmpty ? [empty] : lines
    }

    /// "3 trees grown, 1 withered, 1 hour 15 minutes of focus" ("no trees" for none); goal days
    /// counted for a month or a year, said of a day.
    private static func counts(_ tally: Tally, days: Bool = false) -> String {
        guard !tally.isEmpty else { return Words.Forest.noTrees }
        // The first count names the trees: "3 trees grown, 1 withered", "1 tree withered".
        let counts: [(count: Int, first: (Int) -> String, after: (Int) -> String)] = [
            (tally.grown, { Words.PlainForest.treesGrown(count: $0) }, { Words.PlainForest.treesGrown(count: $0) }),
            (tally.withered, { Words.PlainForest.treesWithered(count: $0) }, { Words.PlainForest.witheredCount(count: $0) }),
            (tally.atOtherSpeeds, { Words.PlainForest.treesAtOtherSpeeds(count: $0) }, { Words.PlainForest.atOtherSpeedsCount(count: $0) }),
            (tally.logged, { Words.Log.plainTreesLogged(count: $0) }, { Words.Log.plainLoggedCount(count: $0) }),
        ]
        var parts = counts.filter { $0.count > 0 }.enumerated().map { index, part in
            index == 0 ? part.first(part.count) : part.after(part.count)
        }
        parts.append(Words.PlainForest.focus(focus: TimeText.spoken(tally.focusSeconds)))
        if tally.goalDays > 0 {
            parts.append(days ? Words.PlainForest.goalMetOn(count: tally.goalDays) : Words.PlainForest.goalMet)
        }
        return list(parts)
    }

    /// The items as one list: "a, b, c".
    private static func list(_ items: [String]) -> String {
        items.dropFirst().reduce(items.first ?? "") { Words.PlainForest.list(list: $0, item: $1) }
    }

    /// The report's figures, one sentence each.
    private static func figures(_ report: ForestReport) -> [String] {
        var lines: [String] = []
        if let percent = report.completionPercent {
            lines.append(Words.PlainForest.inAll(
                focus: TimeText.spoken(report.focusSeconds), grown: Words.PlainForest.treesGrown(count: report.treesGrown),
                withered: Words.PlainForest.witheredCount(count: report.treesWithered), percent: Words.number(percent)))
        }
        if report.treesAtOtherSpeeds > 0 {
            lines.append(Words.PlainForest.countedApart(count: report.treesAtOtherSpeeds))
        }
        if report.treesLogged > 0 { lines.append(Words.Log.plainCountedApart(count: report.treesLogged)) }
        lines.append(Words.PlainForest.streak(
            current: Words.PlainForest.days(count: report.currentStreak), best: Words.PlainForest.days(count: report.bestStreak)))
        lines.append(Words.PlainForest.coins(count: report.coins))
        if report.dailyGoal > 0 {
            lines.append(Words.PlainForest.goal(
                goal: Words.PlainForest.trees(count: report.dailyGoal), days: Words.PlainForest.days(count: report.goalDays)))
        }
        if let before = report.previousFocusSeconds, report.focusSeconds > 0 || before > 0,
           let change = change(report.focusSeconds, before: before, range: report.period.range) {
            lines.append(change)
        }
        if let busiest = report.busiestDay {
            lines.append(Words.PlainForest.busiest(
                date: date(busiest.day, withYear: report.period.range == .all), focus: TimeText.spoken(busiest.focusSeconds)))
        }
        if !report.byTag.isEmpty {
            let shown = list(report.byTag.prefix(5).map {
                Words.PlainForest.tagFocus(tag: PrintableText.escaped($0.tag), focus: TimeText.spoken($0.seconds))
            })
            let more = report.byTag.count - 5
            lines.append(more > 0 ? Words.PlainForest.byTagAndMore(tags: shown, count: more) : Words.PlainForest.byTag(tags: shown))
        }
        if let top = report.byHour.indices.max(by: { report.byHour[$0] < report.byHour[$1] }), report.byHour[top] > 0 {
            lines.append(Words.PlainForest.busiestHours(start: "\(top):00", end: "\((top + 1) % 24):00"))
        }
        return lines
    }

    /// "That is 25 percent more focus than the week before."; nil for all time, which has no period before.
    private static func change(_ now: Double, before: Double, range: ForestPeriod.Range) -> String? {
        typealias Sentences = (none: String, same: String, more: (String) -> String, less: (String) -> String)
        let sentences: Sentences? = switch range {
        case .day:
            (Words.PlainForest.noFocusBeforeDay, Words.PlainForest.sameFocusDay, Words.PlainForest.moreFocusDay,
             Words.PlainForest.lessFocusDay)
        case .week:
            (Words.PlainForest.noFocusBeforeWeek, Words.PlainForest.sameFocusWeek, Words.PlainForest.moreFocusWeek,
             Words.PlainForest.lessFocusWeek)
        case .month:
            (Words.PlainForest.noFocusBeforeMonth, Words.PlainForest.sameFocusMonth, Words.PlainForest.moreFocusMonth,
             Words.PlainForest.lessFocusMonth)
        case .year:
            (Words.PlainForest.noFocusBeforeYear, Words.PlainForest.sameFocusYear, Words.PlainForest.moreFocusYear,
             Words.PlainForest.lessFocusYear)
        case .all: nil
        }
        guard let sentences else { return nil }
        guard before > 0 else { return sentences.none }
        let percent = Int((abs(now - before) / before * 100).rounded())
        guard percent > 0 else { return sentences.same }
        return (now > before ? sentences.more : sentences.less)(Words.number(percent))
    }
}
