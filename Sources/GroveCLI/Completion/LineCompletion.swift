/// What a shell offers for the last word of a command line being typed, worked out from the commands' declarations as
/// the parser reads the line: the command and any command under it, which options take a value, where arguments stand.
struct LineCompletion {
    /// What completes the word: a list of words, words grove looks up, or files or folders the shell finds.
    private(set) var hint: CompletionHint = .none
    /// Commands or options, each with its summary; when there are some, they are the offer.
    private(set) var described: [(word: String, summary: String)] = []
    /// What each word offered starts with: `--tag=` when the value is typed in the option's word.
    private(set) var lead = ""
    /// The folder `--data-dir` names on the line, for the words grove looks up (tags, rooms).
    private(set) var dataDirectory: String?

    /// `words`: those after `grove`, the last the one being typed (empty for a new word); `home` stands for a leading `~`.
    init(_ words: [String], home: String?) {
        let dataOption = GlobalOptions.Option.dataDirectory.name
        // An option's name means the same value in every command (`--tag` is always a tag).
        let valued = Dictionary(
            (GlobalOptions.syntax.options + GroveCommandLine.everyCommand.flatMap { $0.syntax.options }).filter { $0.value != nil }
                .flatMap { option in option.names.map { ($0, option) } }) { first, _ in first }
        var command: (any Subcommand.Type)?
        var position = 0
        var pending: OptionDeclaration?
        for word in words.dropLast() {
            if let option = pending {
                // Bash splits NAME=VALUE at the '='.
                guard word != "=" else { continue }
                if option.name == dataOption { dataDirectory = Self.expanded(word, home: home) }
                pending = nil
            } else if word.hasPrefix("-"), word.count > 1 {
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                pending = parts.count == 1 ? valued[word] : nil
                if parts.count == 2, parts[0] == dataOption { dataDirectory = Self.expanded(parts[1], home: home) }
            } else if position == 0, let under = (command?.subcommands ?? GroveCommandLine.commands).first(where: { $0.name == word }) {
                command = under
            } else {
                position += 1
            }
        }
        let word = words.last ?? ""
        if let option = pending {
            hint = option.value?.completion ?? .none
        } else if word.hasPrefix("--"), let equals = word.firstIndex(of: "="), let option = valued[String(word[..<equals])] {
            lead = String(word[...equals])
            hint = option.value?.completion ?? .none
        } else if word.hasPrefix("-") {
            described = ((command?.syntax.options ?? []) + GlobalOptions.syntax.options).flatMap { option in
                option.names.map { ($0, option.summary) }
            }
        } else if position == 0, case let under = (command?.subcommands ?? GroveCommandLine.commands).filter({ $0.isListed }), !under.isEmpty {
            described = under.map { ($0.name, $0.summary) }
        } else if let arguments = command?.syntax.arguments, let argument = arguments.indices.contains(position)
            ? arguments[position] : arguments.last.flatMap({ $0.takesTheRest ? $0 : nil }) {
            hint = argument.completion
        }
    }

    /// `~` at the start of a folder the shell has not expanded, as the shell would.
    private static func expanded(_ path: String, home: String?) -> String {
        guard path.hasPrefix("~"), let home else { return path }
        return home + path.dropFirst()
    }
}
