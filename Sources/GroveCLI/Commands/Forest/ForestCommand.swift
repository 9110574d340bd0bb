import GroveCore
import GroveTerminal
import GroveUI
import GroveWords

/// `grove forest`: the trees of a day, week, month, year or all time, with statistics.
enum ForestCommand: Subcommand {
    static let name = "forest"
    static let summary = "see your forest and statistics by day, week, month, year"
    enum Option: String, CommandOption {
        /// A flag a period, named as it is.
        case day, week, month, year, all
        case date, tag, project, json, svg
        static let exclusive: [[Self]] = [allCases.filter { $0.period != nil }, [.json, .svg]]

        var period: ForestPeriod.Range? { ForestPeriod.Range(rawValue: rawValue) }

        var declaration: OptionDeclaration {
            switch self {
            case .day: flag(help: "one day")
            case .week: flag(help: "a week, Monday to Sunday (the default)")
            case .month: flag(help: "a calendar month")
            case .year: flag(help: "a calendar year")
            case .all: flag(help: "every session")
            case .date: option(.day, help: "a day inside the period, YYYY-MM-DD (default today); all time runs to today")
            case .tag: option(.tag, help: "only sessions with this tag")
            case .project: option(.project, help: Words.Project.forestOptionHelp)
            case .json: flag(help: """
                one object: from, to, focusSeconds, treesGrown, treesWithered,
                treesAtOtherSpeeds, completionRate, currentStreak, bestStreak, byTag,
                byHour, days (each with atOtherSpeeds and goalMet), coins, dailyGoal,
                goalDays, busiestDay (null when none), previousFocusSeconds (the period
                before; 0 when none); seconds to the millisecond
                """ + "\n" + Words.Project.forestJSONHelp)
            case .svg: flag(help: "the same landscape and figures as a standalone SVG picture")
            }
        }
    }

    static let details = """
        Each session is a tree of its species standing on its day's plot: grown, or withered \
        as a dead tree; a session over 30 minutes is a bigger tree. Days that met the daily \
        goal (config dailyGoal) are marked \(GoalProgress.metMark). Trees grown at another \
        --speed are drawn faded and counted apart ("» N at other speeds", never among the \
        grown or withered), and earn no coins and no streak. With --plain, the forest in \
        sentences: a line for each day of a week (each tree of a day, each month of a year), \
        then the figures.
        """

    static func run(_ options: ParsedOptions<Option>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let calendar = invocation.context.calendar
        let today = calendar.day(of: invocation.context.clock.now())
        let anchor = options[.date] ?? today
        let tag: String? = options[.tag]
        let project: String? = options[.project]
        let model = try invocation.viewModel()
        let range = Option.allCases.first { $0.period != nil && options.has($0) }?.period ?? .week
        let query = ForestQuery(
            repository: try invocation.store().repository, calendar: calendar, dailyGoal: try invocation.settings().dailyGoal)
        let report = try CommandError.catching {
            try query.report(range: range, containing: anchor, today: today, tag: tag, project: project, coins: model.rewards.coins)
        }

        if options.has(.json) {
            try invocation.printJSON(ForestJSON(report: report))
            return 0
        }
        if options.has(.svg) {
            let width = svgColumns(range)
            let picture = ForestScreen.picture(
                report, width: width, height: ForestScreen.preferredHeight(report, width: width), calendar: calendar, tag: tag)
            invocation.context.write(ForestSVG.document(picture))
            return 0
        }
        if try invocation.isPlain() {
            invocation.print(PlainForest.sentences(.report(report, calendar: calendar), tag: tag).joined(separator: "\n"))
            return 0
        }
        let width = min(invocation.context.outputSize?.width ?? 80, maximumColumns)
        // The whole report, grown to fill a taller terminal (a row is left for the prompt after it).
        let height = max(ForestScreen.preferredHeight(report, width: width), (invocation.context.outputSize?.height ?? 0) - 1)
        let frame = ForestScreen.render(report, width: width, height: height, calendar: calendar, tag: tag)
        let capability = invocation.globals.colorEnabled
            ? ColorCapability.detect(environment: invocation.context.environment, isTerminal: invocation.context.stdoutIsTerminal)
            : .monochrome
        invocation.context.write(capability == .monochrome ? frame.plainText() + "\n" : FramePrinter.text(frame, capability: capability))
        return 0
    }

    /// The widest forest printed to a shell: a very wide terminal gets more room, not a wall of sky.
    static let maximumColumns = 250

    /// The columns an SVG picture is drawn at: wide enough for the range's field with the panel beside it.
    static func svgColumns(_ range: ForestPeriod.Range) -> Int {
        switch range {
        case .day: 90
        case .week, .month: 160
        case .year: 120
        case .all: 100
        }
    }
}
