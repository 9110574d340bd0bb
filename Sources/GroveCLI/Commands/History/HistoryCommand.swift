import FoundationEssentials
import GroveCore
import GroveText
import GroveWords

/// `grove history`: every finished session, for people and scripts.
enum HistoryCommand: Subcommand {
    static let name = "history"
    static let summary = "list finished sessions (--json, --csv, --ics for a calendar)"
    enum Option: String, CommandOption {
        case json, csv, ics, breaks, since, until, tag, limit
        static let exclusive: [[Self]] = [[.json, .csv, .ics]]
        static let requirements: [(option: Self, required: Self)] = [(.breaks, .ics)]

        var declaration: OptionDeclaration {
            switch self {
            case .json: flag(help: """
                an array of sessions: id, kind, state, startedAt, endedAt,
                plannedSeconds, focusedSeconds, pausedSeconds, tag, species, speed,
                mode (countdown or open), note (null when none); planted together,
                also with (the other members) and, when it withered, gaveUp (who);
                seconds to the millisecond
                """ + "\n" + Words.Project.historyFields)
            case .csv: flag(help: "the same fields, with a header row (with: names separated by spaces)")
            case .ics: flag(help: "an iCalendar file (RFC 5545): an event for each focus session, in UTC")
            case .breaks: flag(help: "breaks too")
            case .since: option(.day, help: "sessions started on or after DATE (YYYY-MM-DD, local time)")
            case .until: option(.day, help: "sessions started on or before DATE")
            case .tag: option(.tag, help: "only sessions with this tag")
            case .limit: option(.count, help: "only the N most recent")
            }
        }
    }

    static let subcommands: [any Subcommand.Type] = [HistoryEditCommand.self, HistoryDeleteCommand.self]
    static let details = "The first column is the start of each session's id, which edit and delete take."

    static func run(_ options: ParsedOptions<Option>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let calendar = invocation.context.calendar
        let sinceDay: LocalDay? = options[.since], untilDay: LocalDay? = options[.until]
        let since = sinceDay.map { calendar.start(of: $0) }
        let until = untilDay.map { calendar.start(of: $0.adding(days: 1)) }
        if let since, let until, since >= until {
            throw .usage("--since must not be after --until", usage: usage)
        }
        let limit: Int? = options[.limit]
        let tag: String? = options[.tag]

        // Settle first, so a session that ended unseen is in the list.
        _ = try invocation.viewModel()
        let range: DateRange? = since == nil && until == nil
            ? nil : DateRange(start: since ?? .distantPast, end: until ?? .distantFuture)
        var sessions = try CommandError.catching { try invocation.store().repository.history(startedIn: range) }
        if let tag { sessions = sessions.filter { $0.tag == tag } }
        if options.has(.ics) && !options.has(.breaks) { sessions = sessions.filter { $0.kind == .focus } }
        if let limit, sessions.count > limit { sessions = Array(sessions.suffix(limit)) }

        if options.has(.json) {
            do {
                invocation.print(try JSONFormat.lines(sessions))
            } catch {
                throw .failure("grove could not write the sessions as JSON: \(error)")
            }
        } else if options.has(.csv) {
            do {
                invocation.context.write(try csv(sessions))
            } catch {
                throw .failure("grove could not write the sessions as CSV: \(error)")
            }
        } else if options.has(.ics) {
            invocation.context.write(HistoryCalendar.text(sessions, stamp: invocation.context.clock.now()))
        } else if sessions.isEmpty {
            let filter = [
                sinceDay.map { "--since \($0)" }, untilDay.map { "--until \($0)" }, tag.map { "--tag \($0)" },
            ].compactMap { $0 }
            invocation.print(filter.isEmpty
                ? "No finished sessions yet. Plant one with: grove plant" : "No sessions match \(filter.joined(separator: " ")).")
        } else {
            invocation.context.write(table(sessions, calendar: calendar, width: invocation.context.outputSize?.width))
        }
        return 0
    }

    /// A header naming `FinishedSession`'s fields, then a row a session, written by its `encode(to:)` as the JSON is.
    private static func csv(_ sessions: [FinishedSession]) throws -> String {
        let columns = SessionField.allCases.map(\.rawValue)
        return try CSVText.line(columns) + sessions.map { CSVText.line(try CSVRecordEncoder.cells(of: $0, columns: columns)) }.joined()
    }

    /// One line a session; the note follows when there is room (always when not at a terminal).
    private static func table(_ sessions: [FinishedSession], calendar: LocalCalendar, width: Int?) -> String {
        sessions.map { session in
            let what = session.kind == .break ? "break" : (session.state == .completed ? "grown" : "withered")
            let length = session.kind == .focus
                ? session.focusedSeconds : session.endedAt.timeIntervalSince(session.startedAt) * session.speed.multiplier
            var line = "\(PrintableText.escaped(String(session.id.prefix(HistoryCorrection.shortIDLength))).padded(toColumns: HistoryCorrection.shortIDLength))  "
            line += "\(calendar.dateAndClockText(session.startedAt))  \(what.padded(toColumns: 8)) \((session.kind == .focus ? PrintableText.escaped(session.species) : "").padded(toColumns: 7)) "
            line += "\(TimeText.amount(length).padded(toColumns: 10)) \(PrintableText.escaped(session.tag))"
            if session.mode == .open { line += "  (count-up)" }
            if session.speed != .normal { line += "  (speed \(NumberText.shortest(session.speed.multiplier)))" }
            if !session.with.isEmpty { line += "  with \(PrintableText.escaped(Together.list(session.with)))" }
            if let gaveUp = session.gaveUp, !session.with.isEmpty { line += " (\(PrintableText.escaped(gaveUp)) gave up)" }
            if let place = ProjectWords.place(project: session.project, branch: session.branch, commits: session.commits) {
                line += "  " + Words.Project.historyOn(place: place)
            }
            if let pauses = InterruptionWords.line(session.interruptions) { line += "  " + pauses }
            if let note = session.note.map(PrintableText.escaped) {
                let room = (width ?? Int.max) - DisplayWidth.columns(of: line) - 4
                let columns = DisplayWidth.columns(of: note)
                if room >= min(columns, 12) { line += "  “" + (columns <= room ? note : note.cut(toColumns: room - 1) + "…") + "”" }
            }
            return line + "\n"
        }.joined()
    }
}
