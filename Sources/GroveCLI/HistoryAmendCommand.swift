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
            throw .usage("unknown history action \(PrintableText.quoted(action))\(hint)", usage: usage)
        }
        guard options.arguments.count == 2, !options.arguments[1].isEmpty else {
            throw .usage("which session? give the start of its id (grove history shows them)", usage: usage)
        }
        let listing = options.has(HistoryCommand.json) || options.has(HistoryCommand.csv) || options[HistoryCommand.since] != nil
            || options[HistoryCommand.until] != nil || options[HistoryCommand.limit] != nil
        if listing { throw .usage("--json, --csv, --since, --until and --limit list sessions; they do not go with \(action)", usage: usage) }
        let tag = options[HistoryCommand.tag], species = options[HistoryCommand.species], note = options[HistoryCommand.note]
        let edit = action == "edit", changes = tag != nil || species != nil || note != nil, yes = options.has(HistoryCommand.yes)
        if !edit, changes { throw .usage("history delete takes no --tag, --species or --note", usage: usage) }
        if edit, !changes { throw .usage("say what to change: --tag, --species or --note", usage: usage) }
        if edit, yes { throw .usage("history edit asks nothing; --yes is for delete", usage: usage) }
        let context = invocation.context
        if !edit, !yes, !context.stdinIsTerminal {
            throw .usage("not at a terminal, so grove cannot ask; add --yes to delete", usage: usage)
        }
        // Settle first, so a session that ended unseen can be corrected too.
        let model = try invocation.viewModel()
        let store = try invocation.store()
        let session = try find(options.arguments[1], in: store.repository, calendar: context.calendar)
        let described = describe(session, calendar: context.calendar)
        if edit {
            if species != nil, session.kind == .break { throw .usage("a break has no species; --species is for a tree", usage: usage) }
            // Only what differs is recorded; an edit that changes nothing records nothing.
            let newTag = tag.flatMap { $0 == session.tag ? nil : $0 }
            let newSpecies = species.flatMap { $0 == session.species ? nil : $0 }
            let newNote = note.flatMap { ($0.isEmpty ? nil : $0) == session.note ? nil : $0 }
            guard newTag != nil || newSpecies != nil || newNote != nil else {
                invocation.print("Nothing to change: \(described) already has \(kept(tag: tag, species: species, note: note)).")
                return 0
            }
            // A species is grown only once it is this forest's, whether planted or written in afterwards.
            if let newSpecies, let refusal = SessionRules.speciesRefusal(newSpecies, rewards: model.rewards) {
                throw .failure(refusal.description)
            }
            try CommandError.catching {
                try store.amending.amend(.edit(sessionID: session.id, tag: newTag, species: newSpecies, note: newNote))
            }
            let edited = session.relabelled(tag: newTag, species: newSpecies, note: newNote)
            let now = session.kind == .break ? "tagged \(PrintableText.escaped(edited.tag))"
                : "\(PrintableText.escaped(edited.species)) (\(PrintableText.escaped(edited.tag)))"
            invocation.print("Changed \(described): now \(now)\(newNote == "" ? ", without its note" : "").")
            return 0
        }
        if !yes, !invocation.confirm("Delete \(described) from your forest?") {
            invocation.print("Kept it.")
            return 0
        }
        try CommandError.catching { try store.amending.amend(.delete(sessionID: session.id)) }
        invocation.print("Deleted \(described). Coins, streaks and achievements follow.")
        return 0
    }

    /// What an edit that changed nothing asked for, which the session already has: "the tag code and no note".
    private static func kept(tag: String?, species: String?, note: String?) -> String {
        let parts = [
            tag.map { "the tag \(PrintableText.escaped($0))" }, species.map { "the species \(PrintableText.escaped($0))" },
            note.map { $0.isEmpty ? "no note" : "that note" },
        ].compactMap { $0 }
        return parts.dropLast().joined(separator: ", ") + (parts.count > 1 ? " and " : "") + (parts.last ?? "")
    }

    /// The one session whose id starts with `prefix`, in any case as git's prefixes do; none
    /// or several is a failure listing what there is.
    private static func find(_ prefix: String, in repository: SessionRepository, calendar: LocalCalendar) throws(CommandError) -> FinishedSession {
        let matches = try CommandError.catching {
            try repository.history(startedIn: nil).filter { $0.id.lowercased().hasPrefix(prefix.lowercased()) }
        }
        guard matches.count != 1 else { return matches[0] }
        guard !matches.isEmpty else {
            throw .failure("no session's id starts with \(PrintableText.quoted(prefix)); grove history shows the ids")
        }
        let shown = matches.suffix(10).map { "  \(PrintableText.escaped($0.id))  \(describe($0, calendar: calendar))" }
        throw .failure(
            "\(PrintableText.quoted(prefix)) matches \(matches.count) sessions; give more of the id:\n" + shown.joined(separator: "\n"))
    }

    private static func describe(_ session: FinishedSession, calendar: LocalCalendar) -> String {
        let species = PrintableText.escaped(session.species)
        let what = session.kind == .break ? "the break" : "the \(session.state == .completed ? "grown" : "withered") \(species)"
        return "\(what) of \(calendar.dateAndClockText(session.startedAt)) (\(PrintableText.escaped(session.tag)))"
    }
}
