import GroveCore
import GroveWords

/// `grove _complete SHELL -- WORD…`: what a completion script offers for the last of the words typed after `grove`, one
/// a line as SHELL reads them. Quick and quiet: tags come from the store's monthly tallies, not the history, and trouble
/// gives no words.
enum CompleteCommand: Subcommand {
    static let name = "_complete"
    static var summary: String { Words.Help.completeSummary }
    static let isListed = false
    static let arguments = [
        ArgumentDeclaration(placeholder: "SHELL", completion: .words(CompletionShell.allCases.map(\.rawValue))),
        ArgumentDeclaration(placeholder: "WORD", completion: .none, takesTheRest: true),
    ]

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        guard let shell = options.arguments.first.flatMap(CompletionShell.init) else {
            throw .usage(Words.Usage.whichShell(shells: CompletionShell.listed), usage: usage)
        }
        let typed = Array(options.arguments.dropFirst())
        let line = LineCompletion(typed, home: invocation.context.environment["HOME"])
        var offered = line.described
        switch line.hint {
        case .none: break
        case .words(let words): offered = words.map { (line.lead + $0, "") }
        case .asked(let source): offered = asked(source, dataDirectory: line.dataDirectory, invocation).map { (line.lead + $0, "") }
        case .files, .folders:
            invocation.print(line.hint == .files ? ":files" : ":folders")
            return 0
        }
        // Bash offers every word it is given; the other shells keep those that fit what is typed.
        if shell == .bash { offered = offered.filter { $0.word.hasPrefix(typed.last ?? "") } }
        invocation.context.write(offered.map { shell.line($0.word, summary: $0.summary) + "\n" }.joined())
        return 0
    }

    /// The words of `source`, from the data folder the line names, else this invocation's.
    private static func asked(_ source: CompletionSource, dataDirectory: String?, _ invocation: Invocation) -> [String] {
        var globals = invocation.globals
        globals.dataDirectory = dataDirectory ?? globals.dataDirectory
        let invocation = Invocation(context: invocation.context, globals: globals)
        switch source {
        case .species:
            return Species.catalog.map(\.name)
        case .tags:
            // The tags of focus trees as the history reads now, edits and deletions applied; a tag
            // edited into a file by hand is offered only if it is one a person could type.
            let tally = try? invocation.store().repository.forestTally(startedIn: nil, tag: nil, calendar: invocation.context.calendar)
            return (tally.map { Array($0.byTag.keys) } ?? []).filter { SessionLabel($0) != nil }.sorted()
        case .dates:
            let today = invocation.context.calendar.day(of: invocation.context.clock.now())
            return (0..<7).map { "\(today.adding(days: -$0))" }
        case .rooms:
            return (try? invocation.settings().rooms.keys.sorted()) ?? []
        }
    }
}
