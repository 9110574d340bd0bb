import GroveCore

/// `grove _complete SOURCE`: the words a completion script offers for a value, one a line. Quick and
/// quiet: tags come from the store's monthly tallies, not the history, and trouble gives no words.
enum CompleteCommand: Subcommand {
    static let name = "_complete"
    static let summary = "internal: words for shell completion"
    static let isListed = false
    static let syntax = CommandSyntax(arguments: [
        ArgumentDeclaration(placeholder: "SOURCE", completion: .words(CompletionSource.allCases.map(\.rawValue)))
    ])

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        guard let text = options.arguments.first, let source = CompletionSource(rawValue: text) else {
            throw .usage("complete what? \(CompletionSource.allCases.map(\.rawValue).joined(separator: ", "))", usage: usage)
        }
        let words: [String]
        switch source {
        case .species:
            words = Species.catalog.map(\.name)
        case .tags:
            // The tags of focus trees as the history reads now, edits and deletions applied; a tag
            // edited into a file by hand is offered only if it is one a person could type.
            let tally = try? invocation.store().repository
                .forestTally(startedIn: nil, tag: nil, calendar: invocation.context.calendar)
            words = (tally.map { Array($0.byTag.keys) } ?? []).filter { SessionLabel($0) != nil }.sorted()
        case .dates:
            let today = invocation.context.calendar.day(of: invocation.context.clock.now())
            words = (0..<7).map { "\(today.adding(days: -$0))" }
        case .rooms:
            words = ((try? invocation.settings().rooms.keys.sorted()) ?? [])
        }
        invocation.context.write(words.map { $0 + "\n" }.joined())
        return 0
    }
}
