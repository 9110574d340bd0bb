import GroveWords

/// `grove history delete ID [--yes]`: a finished session removed from the forest.
enum HistoryDeleteCommand: Subcommand {
    typealias Option = Confirmation

    static let name = "delete"
    static var summary: String { Words.Help.historyDeleteSummary }
    static let arguments = [HistoryCorrection.sessionID]
    static var details: String { Words.Help.historyDeleteDetails(aboutID: Words.Help.sessionIDs) }

    static func run(_ options: ParsedOptions<Option>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        if !options.has(.yes), !invocation.context.stdinIsTerminal {
            throw .usage(Words.History.deleteNeedsYes, usage: usage)
        }
        let (_, store, session, described) = try HistoryCorrection.session(options.arguments, invocation, usage: usage)
        if !options.has(.yes), !invocation.confirm(Words.History.askDelete(session: described)) {
            invocation.print(Words.History.keptIt)
            return 0
        }
        try CommandError.catching { try store.amending.amend(.delete(sessionID: session.id)) }
        invocation.print(Words.History.deleted(session: described))
        return 0
    }
}
