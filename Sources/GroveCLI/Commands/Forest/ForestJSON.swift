import GroveCore

/// The forest report as one JSON object for scripts (`grove forest --json`).
struct ForestJSON: Encodable {
    let report: ForestReport

    enum CodingKeys: String, CodingKey {
        case range, from, to, focusSeconds, treesGrown, treesWithered, treesAtOtherSpeeds, treesLogged, completionRate, currentStreak
        case bestStreak, byTag, byHour, busiestDay, previousFocusSeconds, coins, dailyGoal, goalDays, days
        case interruptions, interruptionsPerTree, interruptionReasons, byProject
    }

    /// A project's figures: its focus, trees and the commits made while they grew.
    struct Project: Encodable {
        let focusSeconds: Double
        let trees, commits: Int
    }

    struct Day: Encodable {
        let date: String
        let grown, withered, atOtherSpeeds, logged: Int
        let focusSeconds: Double
        let goalMet: Bool
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(report.period.range.rawValue, forKey: .range)
        try container.encode(report.period.first.description, forKey: .from)
        try container.encode(report.period.last.description, forKey: .to)
        try container.encode(encoder.seconds(report.focusSeconds), forKey: .focusSeconds)
        try container.encode(report.treesGrown, forKey: .treesGrown)
        try container.encode(report.treesWithered, forKey: .treesWithered)
        try container.encode(report.treesAtOtherSpeeds, forKey: .treesAtOtherSpeeds)
        try container.encode(report.treesLogged, forKey: .treesLogged)
        try container.encode(report.completionRate, forKey: .completionRate)
        try container.encode(report.currentStreak, forKey: .currentStreak)
        try container.encode(report.bestStreak, forKey: .bestStreak)
        try container.encode(
            Dictionary(report.byTag.map { ($0.tag, encoder.seconds($0.seconds)) }, uniquingKeysWith: +), forKey: .byTag)
        try container.encode(report.byHour.map(encoder.seconds), forKey: .byHour)
        // Every key in every report: a figure is a number, 0 when there is none (also the focus before all time);
        // null is for a day when there is none.
        try container.encode(report.busiestDay?.day.description, forKey: .busiestDay)
        try container.encode(encoder.seconds(report.previousFocusSeconds ?? 0), forKey: .previousFocusSeconds)
        try container.encode(report.coins, forKey: .coins)
        try container.encode(report.dailyGoal, forKey: .dailyGoal)
        try container.encode(report.goalDays, forKey: .goalDays)
        let days = report.days.map {
            Day(date: $0.day.description, grown: $0.grown, withered: $0.withered, atOtherSpeeds: $0.atOtherSpeeds, logged: $0.logged,
                focusSeconds: encoder.seconds($0.focusSeconds), goalMet: $0.goalMet)
        }
        try container.encode(days, forKey: .days)
        try container.encode(report.interruptions.interruptions, forKey: .interruptions)
        try container.encode(report.interruptions.perTree ?? 0, forKey: .interruptionsPerTree)
        try container.encode(report.interruptions.reasons, forKey: .interruptionReasons)
        try container.encode(
            report.projects.byProject.mapValues {
                Project(focusSeconds: encoder.seconds($0.focusSeconds), trees: $0.trees, commits: $0.commits)
            }, forKey: .byProject)
    }
}
