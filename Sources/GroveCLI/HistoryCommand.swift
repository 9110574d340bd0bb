import FoundationEssentials
import GroveCore
import GroveText

/// `grove history`: every finished session, for people and scripts.
enum HistoryCommand: Subcommand {
    static let name = "history"
    static let summary = "list finished sessions (--json, --csv, --ics for a calendar)"
    static let json = Flag("--json", help: """
        an array of sessions: id, kind, state, startedAt, endedAt,
        plannedSeconds, focusedSeconds, pausedSeconds, tag, species, speed,
        mode (countdown or open), note (null when none); planted together,
        also with (the other members) and, when it withered, gaveUp (who);
        seconds to the millisecond
        """)
    static let csv = Flag("--csv", help: "the same fields, with a header row (with: names separated by spaces)")
    static let ics = Flag("--ics", help: "an iCalendar file (RFC 5545): an event for each focus session, in UTC")
    static let breaks = Flag("--breaks", help: "with --ics: breaks too")
    static let since = Option("--since", .day, help: "sessions started on or after DATE (YYYY-MM-DD, local time)")
    static let until = Option("--until", .day, help: "sessions started on or before DATE")
    static let tag = Option("--tag", .tag, help: "only sessions with this tag")
    static let limit = Option("--limit", .count, help: "only the N most recent")
    static let species = Option("--species", .species, help: "with edit: the session's species")
    static let note = Option("--note", .note, help: "with edit: the session's note")
    static let yes = Flag("--yes", aliases: ["-y"], help: "with delete: do not ask (required when not at a terminal)")
    static let syntax = CommandSyntax(
        options: [json, csv, ics, breaks, since, until, tag, limit, species, note, yes],
        exclusive: [[json, csv, ics]],
        arguments: [
            ArgumentDeclaration(placeholder: "edit|delete", completion: .words(HistoryAmendCommand.actions)),
            ArgumentDeclaration(placeholder: "ID", completion: .none),
        ],
        argumentUsage: "[edit ID | delete ID]")
    static let details = """
        The first column is the start of each session's id. To correct the record:
          grove history edit ID [--tag T] [--species S] [--note N]   change a session
          grove history delete ID [--yes]                            remove one
        ID is any unique start of the id, in upper or lower case. --note '' removes the note; \
        an edit that changes nothing records nothing. A break has a tag and a note, no species. Coins, streaks and \
        achievements follow the corrected history; a deletion never takes back an unlocked \
        species (the balance may go below 0).
        """

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        if let action = options.arguments.first { return try HistoryAmendCommand.run(action, options, invocation) }
        if options.has(yes) || options[species] != nil || options[note] != nil {
            throw .usage("--yes, --species and --note go with history edit or delete", usage: usage)
        }
        if options.has(breaks) && !options.has(ics) { throw .usage("--breaks goes with --ics", usage: usage) }
        let calendar = invocation.context.calendar
        let since = options[since].map { calendar.start(of: $0) }
        let until = options[until].map { calendar.start(of: $0.adding(days: 1)) }
        if let since, let until, since >= until {
            throw .usage("--since must not be after --until", usage: usage)
        }
        let limit = options[limit]
        let tag = options[tag]

        // Settle first, so a session that ended unseen is in the list.
        _ = try invocation.viewModel()
        let range: DateRange? = since == nil && until == nil
            ? nil : DateRange(start: since ?? .distantPast, end: until ?? .distantFuture)
        var sessions = try CommandError.catching { try invocation.store().repository.history(startedIn: range) }
        if let tag { sessions = sessions.filter { $0.tag == tag } }
        if options.has(ics) && !options.has(breaks) { sessions = sessions.filter { $0.kind == .focus } }
        if let limit, sessions.count > limit { sessions = Array(sessions.suffix(limit)) }

        if options.has(json) {
            do {
                invocation.print(try JSONFormat.lines(sessions))
            } catch {
                throw .failure("grove could not write the sessions as JSON: \(error)")
            }
        } else if options.has(csv) {
            do {
                invocation.context.write(try csv(sessions))
            } catch {
                throw .failure("grove could not write the sessions as CSV: \(error)")
            }
        } else if options.has(ics) {
            invocation.context.write(HistoryCalendar.text(sessions, stamp: invocation.context.clock.now()))
        } else if sessions.isEmpty {
            let filter = [
                options[self.since].map { "--since \($0)" }, options[self.until].map { "--until \($0)" }, tag.map { "--tag \($0)" },
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
            var line = "\(PrintableText.escaped(String(session.id.prefix(HistoryAmendCommand.shortIDLength))).padded(toColumns: HistoryAmendCommand.shortIDLength))  "
            line += "\(calendar.dateAndClockText(session.startedAt))  \(what.padded(toColumns: 8)) \((session.kind == .focus ? PrintableText.escaped(session.species) : "").padded(toColumns: 7)) "
            line += "\(TimeText.amount(length).padded(toColumns: 10)) \(PrintableText.escaped(session.tag))"
            if session.mode == .open { line += "  (count-up)" }
            if session.speed != .normal { line += "  (speed \(NumberText.shortest(session.speed.multiplier)))" }
            if !session.with.isEmpty { line += "  with \(PrintableText.escaped(Together.list(session.with)))" }
            if let gaveUp = session.gaveUp, !session.with.isEmpty { line += " (\(PrintableText.escaped(gaveUp)) gave up)" }
            if let note = session.note.map(PrintableText.escaped) {
                let room = (width ?? Int.max) - DisplayWidth.columns(of: line) - 4
                let columns = DisplayWidth.columns(of: note)
                if room >= min(columns, 12) { line += "  “" + (columns <= room ? note : note.cut(toColumns: room - 1) + "…") + "”" }
            }
            return line + "\n"
        }.joined()
    }
}
