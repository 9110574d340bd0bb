import GroveCore
import GroveText
import GroveWords

/// What `grove history edit` and `grove history delete` share: the session a unique start of its id names.
enum HistoryCorrection {
    /// How many characters of an id `grove history` shows: enough to be unique in practice.
    static let shortIDLength = 8
    /// The argument both take, and what it may be.
    static let sessionID = ArgumentDeclaration(placeholder: "ID", completion: .none)

    /// The one session whose id starts with the command's ID, once the store is settled, so that a session that ended
    /// unseen can be corrected too; with the settled model and the store, and the session in words.
    static func session(
        _ arguments: [String], _ invocation: Invocation, usage: String
    ) throws(CommandError) -> (model: TimerViewModel, store: StoreRoles, session: FinishedSession, described: String) {
        // An empty start would name every session.
        guard let prefix = arguments.first, !prefix.isEmpty else {
            throw .usage(Words.History.whichSession, usage: usage)
        }
        let model = try invocation.viewModel()
        let store = try invocation.store()
        let calendar = invocation.context.calendar
        let session = try find(prefix, in: store.repository, calendar: calendar)
        return (model, store, session, describe(session, calendar: calendar))
    }

    /// The one session whose id starts with `prefix`, in any case as git's prefixes do; none
    /// or several is a failure listing what there is.
    private static func find(_ prefix: String, in repository: SessionRepository, calendar: LocalCalendar) throws(CommandError) -> FinishedSession {
        let matches = try CommandError.catching {
            try repository.history(startedIn: nil).filter { $0.id.lowercased().hasPrefix(prefix.lowercased()) }
        }
        guard matches.count != 1 else { return matches[0] }
        guard !matches.isEmpty else {
            throw .failure(Words.History.noSuchSession(start: PrintableText.quoted(prefix)))
        }
        let shown = matches.suffix(10).map { "  \(PrintableText.escaped($0.id))  \(describe($0, calendar: calendar))" }
        throw .failure(
            Words.History.severalSessions(start: PrintableText.quoted(prefix), count: matches.count) + "\n" + shown.joined(separator: "\n"))
    }

    private static func describe(_ session: FinishedSession, calendar: LocalCalendar) -> String {
        let (species, date, tag) = (Species.displayName(of: session.species), calendar.dateAndClockText(session.startedAt), PrintableText.escaped(session.tag))
        return session.kind == .break ? Words.History.aBreak(date: date, tag: tag)
            : session.state == .completed ? Words.History.aGrownTree(species: species, date: date, tag: tag)
            : Words.History.aWitheredTree(species: species, date: date, tag: tag)
    }
}
