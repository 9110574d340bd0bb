import FoundationEssentials
import GroveCore
import GroveText
import GroveWords

/// `grove history`: every finished session, for people and scripts.
enum HistoryCommand: Subcommand {
    static let name = "history"
    static var summary: String { Words.Help.historySummary }
    enum Option: String, CommandOption {
        case json, csv, ics, breaks, since, until, tag, limit
        static let exclusive: [[Self]] = [[.json, .csv, .ics]]
        static let requirements: [(option: Self, required: Self)] = [(.breaks, .ics)]

        var declaration: OptionDeclaration {
            switch self {
            case .json: flag(help: Words.Help.historyJson)
            case .csv: flag(help: Words.Help.historyCsv)
            case .ics: flag(help: Words.Help.historyIcs)
            case .breaks: flag(help: Words.Help.historyBreaks)
            case .since: option(.day, help: Words.Help.historySince)
            case .until: option(.day, help: Words.Help.historyUntil)
            case .tag: option(.tag, help: Words.Help.onlyTag)
            case .limit: option(.count, help: Words.Help.historyLimit)
            }
        }
    }

    static let subcommands: [any Subcommand.Type] = [HistoryEditCommand.self, HistoryDeleteCommand.self]
    static var details: String { Words.Help.historyDetails }

    static func run(_ options: ParsedOptions<Option>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let calendar = invocation.context.calendar
        let sinceDay: LocalDay? = options[.since], untilDay: LocalDay? = options[.until]
        let since = sinceDay.map { calendar.start(of: $0) }
        let until = untilDay.map { calendar.start(of: $0.adding(days: 1)) }
        if let since, let until, since >= until {
            throw .usage(Words.History.sinceAfterUntil, usage: usage)
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
                throw .failure(Words.History.cannotWriteJSON(reason: "\(error)"))
            }
        } else if options.has(.csv) {
            do {
                invocation.context.write(try csv(sessions))
            } catch {
                throw .failure(Words.History.cannotWriteCSV(reason: "\(error)"))
            }
        } else if options.has(.ics) {
            invocation.context.write(HistoryCalendar.text(sessions, stamp: invocation.context.clock.now()))
        } else if sessions.isEmpty {
            let filter = [
                sinceDay.map { "--since \($0)" }, untilDay.map { "--until \($0)" }, tag.map { "--tag \($0)" },
            ].compactMap { $0 }
            invocation.print(filter.isEmpty ? Words.History.empty : Words.History.noMatch(options: filter.joined(separator: " ")))
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
        let (grown, withered, rest, logged) = (Words.History.grown, Words.History.withered, Words.History.break, Words.Log.historyState)
        let outcomeWidth = [grown, withered, rest, logged].map { DisplayWidth.columns(of: $0) }.max() ?? 0
        let (speciesWidth, marks) = (ShownSpecies.widestName + 1, DisplayWidth.columns(of: Words.History.note(note: "")))
        return sessions.map { session in
            let what = session.kind == .break ? rest : (session.logged ? logged : (session.state == .completed ? grown : withered))
            let length = session.kind == .focus
                ? session.focusedSeconds : session.endedAt.timeIntervalSince(session.startedAt) * session.speed.multiplier
            var line = "\(PrintableText.escaped(String(session.id.prefix(HistoryCorrection.shortIDLength))).padded(toColumns: HistoryCorrection.shortIDLength))  "
            let species = session.kind == .focus ? Species.displayName(of: session.species) : ""
            line += "\(calendar.dateAndClockText(session.startedAt))  \(what.padded(toColumns: outcomeWidth)) \(species.padded(toColumns: speciesWidth)) "
            line += "\(TimeText.amount(length).padded(toColumns: 10)) \(PrintableText.escaped(session.tag))"
            if session.mode == .open { line += "  " + Words.History.countUp }
            if session.extendedSeconds > 0 { line += "  " + Words.Extend.historyMark(amount: TimeText.amount(session.extendedSeconds)) }
            if session.speed != .normal { line += "  " + Words.History.speed(speed: NumberText.shortest(session.speed.multiplier)) }
            if !session.with.isEmpty { line += "  " + Words.History.with(members: PrintableText.escaped(Together.list(session.with))) }
            if let gaveUp = session.gaveUp, !session.with.isEmpty { line += " " + Words.History.gaveUp(member: PrintableText.escaped(gaveUp)) }
            if let place = ProjectWords.place(project: session.project, branch: session.branch, commits: session.commits) {
                line += "  " + Words.Project.historyOn(place: place)
            }
            if let pauses = InterruptionWords.line(session.interruptions) { line += "  " + pauses }
            if let note = session.note.map(PrintableText.escaped) {
                let room = (width ?? Int.max) - DisplayWidth.columns(of: line) - 2 - marks
                let columns = DisplayWidth.columns(of: note)
                if room >= min(columns, 12) { line += "  " + Words.History.note(note: columns <= room ? note : note.cut(toColumns: room - 1) + "…") }
            }
            return line + "\n"
        }.joined()
    }
}
