import GroveText

/// Everything a command accepts, from which its usage line, help and completion are derived.
struct CommandSyntax: Sendable {
    let options: [OptionDeclaration]
    /// Groups of options of which at most one may be given.
    let exclusive: [[OptionDeclaration]]
    let arguments: [ArgumentDeclaration]
    /// How the arguments read in the usage line, e.g. `[unlock NAME]`.
    let argumentUsage: String

    init(
        options: [any DeclaresOption] = [], exclusive: [[any DeclaresOption]] = [],
        arguments: [ArgumentDeclaration] = [], argumentUsage: String? = nil
    ) {
        self.options = options.map(\.declaration)
        self.exclusive = exclusive.map { $0.map(\.declaration) }
        self.arguments = arguments
        self.argumentUsage = argumentUsage ?? arguments.map(\.placeholder).joined(separator: " ")
    }

    /// How many plain arguments the command takes.
    var maximumArguments: Int { arguments.last?.takesTheRest == true ? .max : arguments.count }

    /// The usage line of `grove NAME`: options in declared order, an exclusive group where its first member is.
    func usage(of name: String) -> String {
        var parts = ["grove", name].filter { !$0.isEmpty }
        for option in options {
            if let group = exclusive.first(where: { $0.contains { $0.name == option.name } }) {
                if group[0].name == option.name { parts.append("[" + group.map(Self.spelled).joined(separator: " | ") + "]") }
            } else {
                parts.append("[\(Self.spelled(option))]")
            }
        }
        if !argumentUsage.isEmpty { parts.append(argumentUsage) }
        return parts.joined(separator: " ")
    }

    /// The option as typed with its value's placeholder: `--minutes N`.
    static func spelled(_ option: OptionDeclaration) -> String {
        option.value.map { "\(option.name) \($0.placeholder)" } ?? option.name
    }

    /// One aligned line (or more) per option: its spellings, then its help wrapped to 80 columns.
    static func helpLines(_ options: [OptionDeclaration]) -> String {
        let spellings = options.map { option in
            ([spelled(option)] + option.names.dropFirst()).joined(separator: ", ")
        }
        let width = (spellings.map(\.count).max() ?? 0) + 2
        let indent = String(repeating: " ", count: width + 2)
        return zip(options, spellings).map { option, spelling in
            // The help is one paragraph, however its declaration breaks it.
            let words = option.help.split { $0 == " " || $0 == "\n" }
            let lines = HelpText.wrapped(words, toColumns: max(20, HelpText.width - indent.count))
            return "  " + spelling.padded(toColumns: width) + (lines.first ?? "") + "\n" + lines.dropFirst().map { indent + $0 + "\n" }.joined()
        }.joined()
    }
}
