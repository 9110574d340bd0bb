import GroveCore
import GroveTerminal
import GroveUI
import GroveWords

/// `grove forest`: the trees of a day, week, month, year or all time, with statistics.
enum ForestCommand: Subcommand {
    static let name = "forest"
    static var summary: String { Words.Help.forestSummary }
    enum Option: String, CommandOption {
        /// A flag a period, named as it is.
        case day, week, month, year, all
        case date, tag, project, json, svg
        static let exclusive: [[Self]] = [allCases.filter { $0.period != nil }, [.json, .svg]]

        var period: ForestPeriod.Range? { ForestPeriod.Range(rawValue: rawValue) }

        var declaration: OptionDeclaration {
            switch self {
            case .day: flag(help: Words.Help.forestDay)
            case .week: flag(help: Words.Help.forestWeek)
            case .month: flag(help: Words.Help.forestMonth)
            case .year: flag(help: Words.Help.forestYear)
            case .all: flag(help: Words.Help.forestAll)
            case .date: option(.day, help: Words.Help.forestDate)
            case .tag: option(.tag, help: Words.Help.onlyTag)
            case .project: option(.project, help: Words.Project.forestOptionHelp)
            case .json: flag(help: Words.Help.forestJson)
            case .svg: flag(help: Words.Help.forestSvg)
            }
        }
    }

    static var details: String { Words.Help.forestDetails(mark: String(GoalProgress.metMark)) }

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
