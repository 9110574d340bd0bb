import GroveCore
import GroveText
import GroveUI
import GroveWords

/// `grove status`: one line, instantly, for prompts and status bars.
enum StatusCommand: Subcommand {
    static let name = "status"
    static var summary: String { Words.Help.statusSummary }
    enum Option: String, CommandOption {
        case json, format
        static let exclusive: [[Self]] = [[.json, .format]]

        var declaration: OptionDeclaration {
            switch self {
            case .json: flag(help: Words.Help.statusJson(
                fields: StatusReport.Field.allCases.filter { !$0.isInJSON }.map(\.rawValue).joined(separator: ", ")))
            case .format: option(.text("TEMPLATE"), help: Words.Help.statusFormat(
                placeholders: StatusReport.Field.allCases.map { "{\($0.rawValue)}" }.joined(separator: " "),
                state: "{state}", today: "{today}", goal: "{goal}"))
            }
        }
    }

    static var details: String {
        Words.Help.statusDetails(glyph: "{glyph}", countdown: "{countdown}", tag: "{tag}")
    }

    static func run(_ options: ParsedOptions<Option>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let template: String? = options[.format]
        if let template, case .failure(let unknown) = StatusReport.fill(template, with: { _ in "" }) {
            throw .usage(Words.Status.unknownPlaceholder(placeholder: PrintableText.quoted("{\(unknown.name)}")), usage: usage)
        }
        let now = invocation.context.clock.now()
        var glance = try loadGlance(invocation)
        if let ended = glance.session, ended.state == .active, ended.remaining(at: now) <= 0 {
            // Ended while nobody watched: complete it now, with its true end time.
            _ = try invocation.viewModel()
            glance = try loadGlance(invocation)
        }
        // The calendar and the config are read only for the placeholders that need them; without a template, for --json's.
        let shows = { (field: StatusReport.Field) in template.map { $0.contains("{\(field.rawValue)}") } ?? field.isInJSON }
        let goal = shows(.goal) ? try invocation.settings().dailyGoal : nil
        // Trees grown today on every device sharing the data folder, counted from their logs.
        let treesToday = shows(.today) ? try CommandError.catching {
            try invocation.store().repository.loadLive().treesGrown(on: invocation.context.calendar.day(of: now))
        } : nil
        var report = StatusReport(session: glance.session, now: now, treesToday: treesToday, goal: goal)
        if let session = glance.session, shows(.next) {
            report.next = SessionRules(settings: try invocation.settings()).startsNext(after: session.kind)
        }
        if glance.session == nil, template == nil, !options.has(.json) {
            report.elsewhere = try CommandError.catching { try invocation.store().repository.sessionsElsewhere() }
        }
        if options.has(.json) {
            try invocation.printJSON(report)
        } else if let template, case .success(let line) = StatusReport.fill(template, with: { report.value(of: $0).line }) {
            invocation.print(glance.session == nil && !shows(.today) && !shows(.goal) ? "" : line)
        } else if try invocation.isPlain() {
            invocation.print(PlainWords.status(glance.session, at: now, next: report.next, elsewhere: report.elsewhere))
        } else {
            invocation.print(report.plain)
        }
        return 0
    }

    private static func loadGlance(_ invocation: Invocation) throws(CommandError) -> LiveGlance {
        try CommandError.catching { try invocation.store().repository.loadGlance() }
    }
}
