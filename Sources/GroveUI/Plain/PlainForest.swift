import GroveCore
import GroveText

/// The forest in sentences for a screen reader (`grove forest` plain, the plain game's `f`): a title, a line per part of
/// the period (a day's trees, a week's days, a month's days with trees, a year's months, all time's years), the figures.
public enum PlainForest {
    /// The sentences for `page`; `tag` names the tag the forest was filtered by.
    public static func sentences(_ page: ForestPage, tag: String? = nil) -> [String] {
        switch page {
        case .unreadable(let reason): ["The forest cannot be read: \(PrintableText.escaped(reason))."]
        case .report(let report, let calendar): sentences(report, calendar: calendar, tag: tag)
        }
    }

    static func sentences(_ report: ForestReport, calendar: LocalCalendar, tag: String?) -> [String] {
        [title(report.period, tag: tag)] + projectFilter(report) + parts(report, calendar: calendar) + figures(report)
            + interruptionsAndProjects(report)
    }

    /// "Your forest in the week of Monday 16 November 2026." ("Your forest for writing …" with a tag.)
    private static func title(_ period: ForestPeriod, tag: String?) -> String {
        let first = period.first
        let when = switch period.range {
        case .day: "on \(date(first)) \(first.year)"
        case .week: "in the week of \(date(first)) \(first.year)"
        case .month: "in \(ForestPeriod.monthNames[first.month - 1]) \(first.year)"
        case .year: "in \(first.year)"
        case .all: "since \(first.day) \(ForestPeriod.monthNames[first.month - 1]) \(first.year)"
        }
        let filter = tag.map { " for \(PrintableText.escaped($0))" } ?? ""
        return "Your forest\(filter) \(when)."
    }

    /// "Monday 16 November".
    private static func date(_ day: LocalDay) -> String {
        "\(ForestText.weekdayNames[day.weekdayFromMonday]) \(day.day) \(ForestPeriod.monthNames[day.month - 1])"
    }

    /// A line for each part of the period.
    private static func parts(_ report: ForestReport, calendar: LocalCalendar) -> [String] {
        switch report.period.range {
        case .day:
            let trees = report.days.flatMap(\.trees)
            return trees.isEmpty ? ["No trees on this day."] : trees.map { tree($0, calendar: calendar) }
        case .week:
            return report.days.map { "\(date($0.day)): \(counts(Tally([$0])))." }
        case .month:
            let days = report.days.filter { !Tally([$0]).isEmpty }
            return days.isEmpty ? ["No trees in this month."] : days.map { "\(date($0.day)): \(counts(Tally([$0])))." }
        case .year:
            return grouped(report, by: \.month, empty: "No trees in this year.") { "\(ForestPeriod.monthNames[$0 - 1])" }
        case .all:
            return grouped(report, by: \.year, empty: "No trees yet.") { "In \($0)" }
        }
    }

    /// "At 09:05 an oak grew: 25 minutes of focus (writing)."
    private static func tree(_ tree: ForestTree, calendar: LocalCalendar) -> String {
        let species = PrintableText.escaped(tree.species)
        let what = "\(IndefiniteArticle.before(species)) \(species)"
        let speed = tree.accelerated ? " at another speed" : ""
        let focus = TimeText.spoken(tree.focusedSeconds)
        let how = tree.grown ? "grew\(speed): \(focus) of focus" : "withered\(speed) after \(focus) of focus"
        return "At \(calendar.clockText(tree.startedAt)) \(what) \(how) (\(PrintableText.escaped(tree.tag)))."
    }

    /// What some days hold together: a day, a month or a year.
    private struct Tally {
        let grown: Int
        let withered: Int
        let atOtherSpeeds: Int
        let focusSeconds: Double
        let goalDays: Int

        init(_ days: [DaySummary]) {
            grown = days.reduce(0) { $0 + $1.grown }
            withered = days.reduce(0) { $0 + $1.withered }
            atOtherSpeeds = days.reduce(0) { $0 + $1.atOtherSpeeds }
            focusSeconds = days.reduce(0) { $0 + $1.focusSeconds }
            goalDays = days.filter(\.goalMet).count
        }

        var isEmpty: Bool { grown + withered + atOtherSpeeds == 0 }
    }

    /// A line for each month (or year) with trees, oldest first.
    private static func grouped(
        _ report: ForestReport, by unit: KeyPath<LocalDay, Int>, empty: String, name: (Int) -> String
    ) -> [String] {
        let byUnit = Dictionary(grouping: report.days) { $0.day[keyPath: unit] }
        let lines = byUnit.keys.sorted().compactMap { key -> String? in
            let tally = Tally(byUnit[key] ?? [])
            return tally.isEmpty ? nil : "\(name(key)): \(counts(tally, days: true))."
        }
        return lines.isEmpty ? [empty] : lines
    }

    /// "3 trees grown, 1 withered, 1 hour 15 minutes of focus" ("no trees" for none); goal days
    /// counted for a month or a year, said of a day.
    private static func counts(_ tally: Tally, days: Bool = false) -> String {
        guard !tally.isEmpty else { return ForestText.noTrees }
        // The first count names the trees: "3 trees grown, 1 withered", "1 tree withered".
        let counts = [(tally.grown, "grown"), (tally.withered, "withered"), (tally.atOtherSpeeds, "at other speeds")]
        var parts = counts.filter { $0.0 > 0 }.enumerated().map { index, part in
            index == 0 ? "\(count(part.0, "tree")) \(part.1)" : "\(part.0) \(part.1)"
        }
        parts.append("\(TimeText.spoken(tally.focusSeconds)) of focus")
        if tally.goalDays > 0 { parts.append(days ? "the daily goal met on \(count(tally.goalDays, "day"))" : "the daily goal met") }
        return parts.joined(separator: ", ")
    }

    /// "1 tree", "3 trees".
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The report's figures, one sentence each.
    private static func figures(_ report: ForestReport) -> [String] {
        let unit = report.period.range.rawValue
        var lines: [String] = []
        if let percent = report.completionPercent {
            lines.append(
                "In all: \(TimeText.spoken(report.focusSeconds)) of focus, \(count(report.treesGrown, "tree")) grown, "
                    + "\(report.treesWithered) withered, \(percent) percent completed.")
        }
        if report.treesAtOtherSpeeds > 0 {
            lines.append("Counted apart: \(count(report.treesAtOtherSpeeds, "tree")) at other speeds.")
        }
        lines.append("Your streak is \(count(report.currentStreak, "day")); your best is \(count(report.bestStreak, "day")).")
        lines.append("You have \(count(report.coins, "coin")).")
        if report.dailyGoal > 0 {
            lines.append("The daily goal of \(count(report.dailyGoal, "tree")) was met on \(count(report.goalDays, "day")).")
        }
        if let before = report.previousFocusSeconds, report.focusSeconds > 0 || before > 0 {
            lines.append(change(report.focusSeconds, before: before, unit: unit))
        }
        if let busiest = report.busiestDay {
            let year = report.period.range == .all ? " \(busiest.day.year)" : ""
            lines.append("The busiest day was \(date(busiest.day))\(year), with \(TimeText.spoken(busiest.focusSeconds)) of focus.")
        }
        if !report.byTag.isEmpty {
            let shown = report.byTag.prefix(5).map { "\(PrintableText.escaped($0.tag)) \(TimeText.spoken($0.seconds))" }
            let more = report.byTag.count > 5 ? ", and \(count(report.byTag.count - 5, "tag")) more" : ""
            lines.append("By tag: \(shown.joined(separator: ", "))\(more).")
        }
        if let top = report.byHour.indices.max(by: { report.byHour[$0] < report.byHour[$1] }), report.byHour[top] > 0 {
            lines.append("Most focus began between \(top):00 and \((top + 1) % 24):00.")
        }
        return lines
    }

    /// "That is 25 percent more focus than the week before."
    private static func change(_ now: Double, before: Double, unit: String) -> String {
        guard before > 0 else { return "The \(unit) before had no focus." }
        let percent = Int((abs(now - before) / before * 100).rounded())
        guard percent > 0 else { return "That is as much focus as the \(unit) before." }
        return "That is \(percent) percent \(now > before ? "more" : "less") focus than the \(unit) before."
    }
}
