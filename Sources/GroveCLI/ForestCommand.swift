import FoundationEssentials
import GroveCore
import GroveTerminal
import GroveUI

/// `grove forest`: the trees of a day, week, month, year or all time, with statistics.
enum ForestCommand: Subcommand {
    static let name = "forest"
    static let summary = "see your forest and statistics by day, week, month, year"
    static let spec = OptionSpec(
        flags: ["--day", "--week", "--month", "--year", "--all", "--json"], values: ["--date", "--tag"],
        usage: "grove forest [--day | --week | --month | --year | --all] [--date YYYY-MM-DD] [--tag TAG] [--json]")
    static let details = """
          --day, --week, --month, --year, --all   the period (default --week; weeks start on Monday)
          --date YYYY-MM-DD   a day inside the period (default today)
          --tag TAG           only sessions with this tag
          --json              one object: from, to, focusSeconds, treesGrown, treesWithered,
                              completionRate, currentStreak, bestStreak, byTag, byHour, days
                              (each with goalMet), coins, dailyGoal, goalDays
        Grown trees are drawn in their species' colours, withered ones as x. Days that met the
        daily goal (config dailyGoal) are marked \(GoalProgress.metMark). Trees grown at
        another --speed are shown but marked, and earn no coins.
        """

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let ranges = ForestPeriod.Range.allCases.filter { options.has("--\($0.rawValue)") }
        guard ranges.count <= 1 else { throw .usage("choose one of --day, --week, --month, --year, --all", usage: spec.usage) }
        let calendar = invocation.context.calendar
        let today = calendar.day(of: invocation.context.clock.now())
        var anchor = today
        if let text = options.value("--date") {
            guard let day = LocalDay(parsing: text) else {
                throw .usage("--date '\(text)' is not a date; use YYYY-MM-DD", usage: spec.usage)
            }
            anchor = day
        }
        let tag = options.value("--tag")
        let model = try invocation.viewModel()
        let range = ranges.first ?? .week
        let query = ForestQuery(repository: try invocation.repository(), calendar: calendar, dailyGoal: try invocation.settings().dailyGoal)
        let report: ForestReport
        do {
            report = try query.report(range: range, containing: anchor, today: today, tag: tag, coins: model.rewards.coins)
        } catch {
            throw .failure("\(error)")
        }

        if options.has("--json") {
            invocation.print(ForestJSON.text(report))
            return 0
        }
        let width = min(invocation.context.outputWidth ?? 80, 120)
        let frame = ForestScreen.render(
            report, width: width, height: ForestScreen.preferredHeight(report, width: width), calendar: calendar, tag: tag)
        let capability = invocation.globals.colorEnabled
            ? ColorCapability.detect(environment: invocation.context.environment, isTerminal: invocation.context.stdoutIsTerminal)
            : .monochrome
        invocation.context.write(capability == .monochrome ? frame.plainText() + "\n" : FramePrinter.text(frame, capability: capability))
        return 0
    }
}
