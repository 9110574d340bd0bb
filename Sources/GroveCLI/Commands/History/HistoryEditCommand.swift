import GroveCore
import GroveText
import GroveWords

/// `grove history edit ID [--tag T] [--species S] [--note N]`: a finished session's labels, corrected.
enum HistoryEditCommand: Subcommand {
    static let name = "edit"
    static var summary: String { Words.Help.historyEditSummary }
    enum Option: String, CommandOption {
        case tag, species, note
        static let oneRequired = allCases

        var declaration: OptionDeclaration {
            switch self {
            case .tag: option(.tag, help: Words.Help.historyEditTag)
            case .species: option(.species, help: Words.Help.historyEditSpecies)
            case .note: option(.note, help: Words.Help.historyEditNote)
            }
        }
    }

    static let arguments = [HistoryCorrection.sessionID]
    static var details: String { Words.Help.historyEditDetails(aboutID: Words.Help.sessionIDs) }

    static func run(_ options: ParsedOptions<Option>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let tag: String? = options[.tag], species: String? = options[.species], note: String? = options[.note]
        let (model, store, session, described) = try HistoryCorrection.session(options.arguments, invocation, usage: usage)
        if species != nil, session.kind == .break { throw .usage(Words.History.breakHasNoSpecies, usage: usage) }
        // Only what differs is recorded; an edit that changes nothing records nothing.
        let newTag = tag.flatMap { $0 == session.tag ? nil : $0 }
        let newSpecies = species.flatMap { $0 == session.species ? nil : $0 }
        let newNote = note.flatMap { ($0.isEmpty ? nil : $0) == session.note ? nil : $0 }
        guard newTag != nil || newSpecies != nil || newNote != nil else {
            invocation.print(Words.History.nothingToChange(session: described, asked: kept(tag: tag, species: species, note: note)))
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
        let (shownSpecies, shownTag) = (Species.displayName(of: edited.species), PrintableText.escaped(edited.tag))
        let changed = switch (session.kind, newNote == "") {
        case (.break, false): Words.History.changedBreak(session: described, tag: shownTag)
        case (.break, true): Words.History.changedBreakWithoutNote(session: described, tag: shownTag)
        case (.focus, false): Words.History.changedTree(session: described, species: shownSpecies, tag: shownTag)
        case (.focus, true): Words.History.changedTreeWithoutNote(session: described, species: shownSpecies, tag: shownTag)
        }
        invocation.print(changed)
        return 0
    }

    /// What an edit that changed nothing asked for, which the session already has: "the tag code and no note".
    private static func kept(tag: String?, species: String?, note: String?) -> String {
        SpokenList.joined([
            tag.map { Words.History.theTag(tag: PrintableText.escaped($0)) }, species.map { Words.History.theSpecies(species: Species.displayName(of: $0)) },
            note.map { $0.isEmpty ? Words.History.noNote : Words.History.thatNote },
        ].compactMap { $0 })
    }
}
