import GroveCore

/// `grove status`: one line, instantly, for prompts and status bars.
enum StatusCommand: Subcommand {
    static let name = "status"
    static let summary = "show the countdown in one line (for prompts and status bars)"
    static let spec = OptionSpec(flags: ["--json"], values: ["--format"], usage: "grove status [--json | --format TEMPLATE]")
    static let details = """
        Prints the live session computed from its stored end time, so it is always current.
          --json             one JSON object: state, kind, remaining, duration, stage, tag,
                             species, speed, startedAt, endsAt
          --format TEMPLATE  fill placeholders: \(StatusReport.placeholders.map { "{\($0)}" }.joined(separator: " "))
                             (with no session, every placeholder but {state} is empty)
        Example: grove status --format '{glyph} {countdown} {tag}'
        """

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let template = options.value("--format")
        if options.has("--json"), template != nil {
            throw .usage("--json and --format cannot be used together", usage: spec.usage)
        }
        if let template, case .failure(let unknown) = StatusReport.fill(template, with: { _ in "" }) {
            throw .usage("unknown placeholder {\(unknown.name)} in --format", usage: spec.usage)
        }
        let now = invocation.context.clock.now()
        var session: LiveSession?
        do {
            session = try invocation.repository().loadLiveSession()
        } catch let error as CommandError {
            throw error
        } catch {
            throw .failure("\(error)")
        }
        if let ended = session, ended.state == .active, ended.remaining(at: now) <= 0 {
            // Ended while nobody watched: complete it now, with its true end time.
            session = try invocation.viewModel().session
        }
        var report = StatusReport(session: session, now: now)
        if session == nil, template == nil, !options.has("--json") {
            do {
                report.elsewhere = try invocation.repository().sessionsElsewhere()
            } catch let error as CommandError {
                throw error
            } catch {
                throw .failure("\(error)")
            }
        }
        if options.has("--json") {
            invocation.print(report.json)
        } else if let template, case .success(let line) = StatusReport.fill(template, with: report.value(of:)) {
            invocation.print(session == nil ? "" : line)
        } else {
            invocation.print(report.plain)
        }
        return 0
    }
}
