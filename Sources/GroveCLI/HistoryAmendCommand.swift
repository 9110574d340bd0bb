import GroveCore
import GroveText

/// `grove history edit ID [--tag T] [--species S] [--note N]` and `grove history delete ID [--yes]`:
/// correcting the record, by any unique prefix of a session's id.
enum HistoryAmendCommand {
    /// How many characters of an id `grove history` shows: enough to be unique in practice.
    static let shortIDLength = 8
    /// The words after `grove history` that correct the record.
    static let actions = ["edit", "delete"]

    static func run(_ action: String, _ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let usage = HistoryCommand.usage
        guard actions.contains(action) else {
            let hint = NearestName.suggestion(for: action, among: actions)
            throw .usage("unknown history action '\(PrintableText.escaped(action))'\(hint)", usage: usage)
        }
        guard options.arguments.count == 2, !options.arguments[1].isEmpty else {
            throw .usage("which session? give the start of its id (grove history shows them)", usage: usage)
        }
        let listing = options.has(HistoryCommand.json) || options.has(HistoryCommand.csv) || options[HistoryCommand.since] != nil
            || options[HistoryCommand.until] != nil || options[HistoryCommand.limit] != nil
        if listing { throw .usage("--json, --csv, --since, --until and --limit list sessions; they do not go with \(action)", usage: usage) }
        let tag = options[HistoryCommand.tag], species = options[HistoryCommand.species], note = options[HistoryCommand.note]
        if action == "delete", tag != nil || species != nil || note != nil {
            throw .usage("history delete takes no --tag, --species or --note", usage: usage)
        }
        if action == "edit" {
            guard tag != nil || species != nil || note != nil else {
                throw .usage("say what to change: --tag, --species or --note", usage: usage)
            }
            if options.has(HistoryCommand.yes) { throw .usage("history edit asks nothing; --yes is for delete", usage: usage) }
        }
        let context = invocation.context
        if action == "delete", !options.has(HistoryCommand.yes), !context.stdinIsTerminal {
            throw .usage("not at a terminal, so grove cannot ask; add --yes to delete", usage: usage)
        }
        // Settle first, so a session that ended unseen can be corrected too.
        let model = try invocation.viewModel()
        let store = try invocation.store()
        let repository = store.repository, amender = store.amending
        let session = try find(options.arguments[1], in: repository, calendar: context.calendar)
        // A species is grown only once it is this forest's, whether planted or written in afterwards.
        if let species, species != session.species, let refusal = SessionRules.speciesRefusal(species, rewards: model.rewards) {
            throw .failure(refusal.description)
        }
        let described = describe(session, calendar: context.calendar)
        if action == "delete", !options.has(HistoryCommand.yes) {
            context.write("Delete \(described) from your forest? [y/N] ")
            let answer = context.readLine()?.lowercased() ?? ""
            guard answer == "y" || answer == "yes" else {
                invocation.print("Kept it.")
                return 0
            }
        }
        do {
            if action == "edit" {
                try amender.amend(.edit(sessionID: session.id, tag: tag, species: species, note: note))
                invocation.print(
                    "Changed \(described): now \(PrintableText.escaped(species ?? session.species)) (\(PrintableText.escaped(tag ?? session.tag))).")
            } else {
                try amender.amend(.delete(sessionID: session.id))
                invocation.print("Deleted \(described). Coins, streaks and achievements follow.")
            }
        } catch {
            throw .failure("\(error)")
        }
        return 0
    }

    /// The one session whose id starts with `prefix`, in any case as git's prefixes do; none
    /// or several is a failure listing what there is.
    private static func find(_ prefix: String, in repository: SessionRepository, calendar: LocalCalendar) throws(CommandError) -> FinishedSession {
        let matches: [FinishedSession]
        let wanted = prefix.lowercased()
        do {
            matches = try repository.history(startedIn: nil).filter { $0.id.lowercased().hasPrefix(wanted) }
        } catch {
            throw .failure("\(error)")
        }
        guard matches.count != 1 else { return matches[0] }
        guard !matches.isEmpty else {
            throw .failure("no session's id starts with '\(PrintableText.escaped(prefix))'; grove history shows the ids")
        }
        let shown = matches.suffix(10).map { "  \(PrintableText.escaped($0.id))  \(describe($0, calendar: calendar))" }
        throw .failure(
            "'\(PrintableText.escaped(prefix))' matches \(matches.count) sessions; give more of the id:\n" + shown.joined(separator: "\n"))
    }

    private static func describe(_ session: FinishedSession, calendar: LocalCalendar) -> String {
        let species = PrintableText.escaped(session.species)
        let what = session.kind == .break ? "the break" : "the \(session.state == .completed ? "grown" : "withered") \(species)"
        return "\(what) of \(calendar.dateAndClockText(session.startedAt)) (\(PrintableText.escaped(session.tag)))"
    }
}
