import GroveCore

/// The forest report as one JSON object for scripts.
enum ForestJSON {
    static func text(_ report: ForestReport) -> String {
        var object = JSONText()
        object.add("range", report.period.range.rawValue)
        object.add("from", report.period.first.description)
        object.add("to", report.period.last.description)
        object.add("focusSeconds", report.focusSeconds)
        object.add("treesGrown", report.treesGrown)
        object.add("treesWithered", report.treesWithered)
        object.add("treesAtOtherSpeeds", report.treesAtOtherSpeeds)
        object.add("completionRate", report.completionRate)
        object.add("currentStreak", report.currentStreak)
        object.add("bestStreak", report.bestStreak)
        object.addRaw("byTag", "{" + report.byTag.map { "\(JSONText.quoted($0.tag)):\(JSONText.number($0.seconds))" }.joined(separator: ",") + "}")
        object.addRaw("byHour", "[" + report.byHour.map(JSONText.number).joined(separator: ",") + "]")
        object.add("busiestDay", report.busiestDay?.day.description)
        object.add("previousFocusSeconds", report.previousFocusSeconds)
        object.add("coins", report.coins)
        object.add("dailyGoal", report.dailyGoal)
        object.add("goalDays", report.goalDays)
        let days = report.days.map { summary in
            var day = JSONText()
            day.add("date", summary.day.description)
            day.add("grown", summary.grown)
            day.add("withered", summary.withered)
            day.add("atOtherSpeeds", summary.atOtherSpeeds)
            day.add("focusSeconds", summary.focusSeconds)
            day.addRaw("goalMet", summary.goalMet ? "true" : "false")
            return day.text
        }
        object.addRaw("days", "[" + days.joined(separator: ",") + "]")
        return object.text
    }
}
