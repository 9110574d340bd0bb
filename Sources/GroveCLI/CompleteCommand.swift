import GroveCore

/// `grove _complete SOURCE`: the words a completion script offers for a value, one a
/// line. Quick and quiet: tags come from a scan of the history, not a full read, and
/// any trouble gives no words rather than an error in the middle of a command line.
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
            // A tag edited into the history by hand is offered only if it is one a person could type.
            words = ((try? invocation.repository().usedTags()) ?? []).filter { SessionLabel($0) != nil }.sorted()
        case .dates:
            let today = invocation.context.calendar.day(of: invocation.context.clock.now())
            words = (0..<7).map { "\(today.adding(days: -$0))" }
        }
        invocation.context.write(words.map { $0 + "\n" }.joined())
        return 0
    }
}
