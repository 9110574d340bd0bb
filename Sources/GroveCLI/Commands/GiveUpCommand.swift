import GroveCore
import GroveText
import GroveWords

/// `grove give-up`: the tree withers; it stays in the forest with its partial focus.
enum GiveUpCommand: Subcommand {
    static let name = "give-up"
    static var summary: String { Words.Help.giveUpSummary }
    typealias Option = Confirmation
    static var details: String { Words.Help.giveUpDetails(seconds: Words.number(Int(SessionRules.graceSeconds))) }

    static func run(_ options: ParsedOptions<Option>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let context = invocation.context
        let confirmed = options.has(.yes)
        if !confirmed, !context.stdinIsTerminal {
            throw .usage(Words.GiveUp.needsYes, usage: usage)
        }
        let model = try invocation.viewModel()
        // Another member's give-up may have withered the tree as it was restored.
        guard let session = model.session else { throw .failure(model.notice ?? SessionRejection.nothingToGiveUp.description) }
        // Within the grace nothing withers and nothing is recorded: there is nothing to ask.
        if !confirmed, !SessionRules.isWithinGrace(session, at: context.clock.now()) {
            let (species, tag) = (Species.displayName(of: session.species), PrintableText.escaped(session.tag))
            let question = session.kind == .break ? Words.GiveUp.askBreak
                : session.together == nil ? Words.GiveUp.askTree(species: species, tag: tag) : Words.GiveUp.askTreeTogether(species: species, tag: tag)
            guard invocation.confirm(question) else {
                invocation.print(Words.GiveUp.kept)
                return 0
            }
        }
        // The line printed below shows how it ended, so the give-up is saved as seen.
        model.cancelSession(outcomeShown: true)
        if let message = model.errorMessage { throw .failure(message) }
        if let notice = model.notice { invocation.print(notice) }
        invocation.writeRoomProblems(model.roomProblems)
        guard let finished = model.lastFinished, finished.id == session.id else { return 0 }
        let (species, focus) = (Species.displayName(of: finished.species), TimeText.amount(finished.focusedSeconds))
        invocation.print(finished.kind == .break ? Words.GiveUp.breakEndedEarly
            : session.together == nil ? Words.GiveUp.withered(species: species, focus: focus)
            : Words.GiveUp.witheredTogether(species: species, focus: focus))
        return 0
    }
}
