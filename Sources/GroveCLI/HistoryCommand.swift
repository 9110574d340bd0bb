import FoundationEssentials
import GroveCore

/// `grove history`: every finished session, for people and scripts.
enum HistoryCommand: Subcommand {
    static let name = "history"
    static let summary = "list finished sessions (--json, --csv for scripts)"
    static let spec = OptionSpec(
        flags: ["--json", "--csv", "--yes"], values: ["--since", "--until", "--tag", "--limit", "--species", "--note"], positionals: 2,
        usage: "grove history [--json | --csv] [--since DATE] [--until DATE] [--tag TAG] [--limit N]\n"
            + "       grove history edit ID [--tag TAG] [--species NAME] [--note TEXT] | grove history delete ID [--yes]")
    static let details = """
          --json         an array of sessions: id, kind, state, startedAt, endedAt,
                         plannedSeconds, focusedSeconds, pausedSeconds, tag, species, speed,
                         mode (countdown or open), note (null when none)
          --csv          the same fields, with a header row
          --since DATE   sessions started on or after DATE (YYYY-MM-DD, local time)
          --until DATE   sessions started on or before DATE
          --tag TAG      only sessions with this tag
          --limit N      only the N most recent
        The first column is the start of each session's id. To correct the record:
          grove history edit ID [--tag T] [--species S] [--note N]   change a finished session
          grove history delete ID [--yes]                      remove one (asks first at a terminal)
        ID is any unique start of the id. Coins, streaks and achievements follow the corrected
        history; a deletion never takes back an unlocked species (the balance may go below 0).
        """

    static let fields = [
        "id", "kind", "state", "startedAt", "endedAt", "plannedSeconds", "focusedSeconds", "pausedSeconds", "tag",
        "species", "speed", "mode", "note",
    ]

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        if let action = options.positionals.first { return try HistoryAmendCommand.run(action, options, invocation) }
        if options.has("--yes") || options.value("--species") != nil || options.value("--note") != nil {
            throw .usage("--yes, --species and --note go with history edit or delete", usage: spec.usage)
        }
        if options.has("--json"), options.has("--csv") {
            throw .usage("--json and --csv cannot be used together", usage: spec.usage)
        }
        let calendar = invocation.context.calendar
        let since = try day(options.value("--since"), option: "--since").map { calendar.start(of: $0) }
        let until = try day(options.value("--until"), option: "--until").map { calendar.start(of: $0.adding(days: 1)) }
        if let since, let until, since >= until {
            throw .usage("--since must not be after --until", usage: spec.usage)
        }
        var limit: Int?
        if let text = options.value("--limit") {
            guard let value = Int(text), value > 0 else {
                throw .usage("--limit '\(text)' must be a whole number above 0", usage: spec.usage)
            }
            limit = value
        }
        let tag = options.value("--tag")

        // Settle first, so a session that ended unseen is in the list.
        _ = try invocation.viewModel()
        let range: DateRange? = since == nil && until == nil
            ? nil : DateRange(start: since ?? .distantPast, end: until ?? .distantFuture)
        var sessions: [FinishedSession]
        do {
            sessions = try invocation.repository().history(startedIn: range)
        } catch let error as CommandError {
            throw error
        } catch {
            throw .failure("\(error)")
        }
        if let tag { sessions = sessions.filter { $0.tag == tag } }
        if let limit, sessions.count > limit { sessions = Array(sessions.suffix(limit)) }

        if options.has("--json") {
            invocation.print(json(sessions))
        } else if options.has("--csv") {
            invocation.context.write(csv(sessions))
        } else {
            invocation.context.write(table(sessions, calendar: calendar, width: invocation.context.outputWidth))
        }
        return 0
    }

    private static func day(_ text: String?, option: String) throws(CommandError) -> LocalDay? {
        guard let text else { return nil }
        guard let day = LocalDay(parsing: text) else {
            throw .usage("\(option) '\(text)' is not a date; use YYYY-MM-DD", usage: spec.usage)
        }
        return day
    }

    static func values(_ session: FinishedSession) -> [String] {
        [
            session.id, session.kind.rawValue, session.state.rawValue, ISOTime.text(session.startedAt),
            ISOTime.text(session.endedAt), JSONText.number(session.plannedSeconds),
            JSONText.number(session.focusedSeconds), JSONText.number(session.pausedSeconds), session.tag,
            session.species, JSONText.number(session.speed.multiplier), session.mode.rawValue, session.note ?? "",
        ]
    }

    static func json(_ sessions: [FinishedSession]) -> String {
        guard !sessions.isEmpty else { return "[]" }
        let objects = sessions.map { session in
            var object = JSONText()
            object.add("id", session.id)
            object.add("kind", session.kind.rawValue)
            object.add("state", session.state.rawValue)
            object.add("startedAt", ISOTime.text(session.startedAt))
            object.add("endedAt", ISOTime.text(session.endedAt))
            object.add("plannedSeconds", session.plannedSeconds)
            object.add("focusedSeconds", session.focusedSeconds)
            object.add("pausedSeconds", session.pausedSeconds)
            object.add("tag", session.tag)
            object.add("species", session.species)
            object.add("speed", session.speed.multiplier)
            object.add("mode", session.mode.rawValue)
            object.add("note", session.note)
            return "  " + object.text
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]"
    }

    static func csv(_ sessions: [FinishedSession]) -> String {
        var text = fields.joined(separator: ",") + "\n"
        for session in sessions {
            text += values(session).map(csvCell).joined(separator: ",") + "\n"
        }
        return text
    }

    private static func csvCell(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return value }
        return "\"" + value.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }

    /// One line a session; the note follows when there is room (always when not at a terminal).
    private static func table(_ sessions: [FinishedSession], calendar: LocalCalendar, width: Int?) -> String {
        guard !sessions.isEmpty else { return "No finished sessions yet. Plant one with: grove plant\n" }
        var text = ""
        for session in sessions {
            let what = session.kind == .break ? "break" : (session.state == .completed ? "grown" : "withered")
            let length = session.kind == .focus
                ? session.focusedSeconds : session.endedAt.timeIntervalSince(session.startedAt) * session.speed.multiplier
            var line = "\(String(session.id.prefix(HistoryAmendCommand.shortIDLength)).padding(HistoryAmendCommand.shortIDLength))  "
            line += "\(calendar.dateAndClockText(session.startedAt))  \(what.padding(8)) \((session.kind == .focus ? session.species : "").padding(7)) "
            line += "\(Countdown.text(length).padding(6)) \(session.tag)"
            if session.mode == .open { line += "  (count-up)" }
            if session.speed != .normal { line += "  (speed \(JSONText.number(session.speed.multiplier)))" }
            if let note = session.note {
                let room = (width ?? Int.max) - line.count - 4
                if room >= min(note.count, 12) { line += "  “" + (note.count <= room ? note : note.prefix(room - 1) + "…") + "”" }
            }
            text += line + "\n"
        }
        return text
    }
}
