import GroveCore
import GroveText

/// What `grove history edit` and `grove history delete` share: the session a unique start of its id names.
enum HistoryCorrection {
    /// How many characters of an id `grove history` shows: enough to be unique in practice.
    static let shortIDLength = 8
    /// The argument both take, and what it may be.
    static let sessionID = ArgumentDeclaration(placeholder: "ID", completion: .none)
    static let aboutID = "ID is any unique start of a session's id (grove history shows them), in upper or lower case."

    /// The one session whose id starts with the command's ID, once the store is settled, so that a session that ended
    /// unseen can be corrected too; with the settled model and the store, and the session in words.
    static func session(
        _ arguments: [String], _ invocation: Invocation, usage: String
    ) throws(CommandError) -> (model: TimerViewModel, store: StoreRoles, session: FinishedSession, described: String) {
        // An empty start would name every session.
        guard let prefix = arguments.first, !prefix.isEmpty else {
            throw .usage("which session? give the start of its id (grove history shows them)", usage: usage)
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
