import GroveText
import GroveWords

/// Everything a command accepts, from which its usage line, help and completion are derived.
struct CommandSyntax: Sendable {
    let options: [OptionDeclaration]
    /// Groups of options of which at most one may be given.
    let exclusive: [[OptionDeclaration]]
    /// Each option that goes only with another, and that other.
    let requirements: [(option: OptionDeclaration, required: OptionDeclaration)]
    /// Options of which at least one must be given; empty when none must.
    let oneRequired: [OptionDeclaration]
    let arguments: [ArgumentDeclaration]
    /// How the arguments read in the usage line, e.g. `[unlock NAME]`.
    let argumentUsage: String

    init<Option: CommandOption>(_: Option.Type, arguments: [ArgumentDeclaration] = [], argumentUsage: String = "") {
        options = Option.allCases.map(\.declaration)
        exclusive = Option.exclusive.map { $0.map(\.declaration) }
        requirements = Option.requirements.map { ($0.option.declaration, $0.required.declaration) }
        oneRequired = Option.oneRequired.map(\.declaration)
        self.arguments = arguments
        self.argumentUsage = argumentUsage
    }

    /// How many plain arguments the command takes.
    var maximumArguments: Int { arguments.last?.takesTheRest == true ? .max : arguments.count }

    /// The usage line of `grove NAME`, options in declared order: those of which at most one may be given together where
    /// the first is (`[--json | --csv]`), and one that requires another beside it (`--ics [--breaks]`).
    func usage(of name: String) -> String {
        var parts = ["grove", name].filter { !$0.isEmpty }
        var drawn: Set<String> = []
        for option in options where required(by: option) == nil && !drawn.contains(option.name) {
            let group = exclusive.first { $0.contains { $0.name == option.name } } ?? [option]
            parts.append("[" + group.filter { drawn.insert($0.name).inserted }.map { member in
                ([Self.spelled(member)] + options.filter { required(by: $0)?.name == member.name }.map { "[\(Self.spelled($0))]" })
                    .joined(separator: " ")
            }.joined(separator: " | ") + "]")
        }
        if !argumentUsage.isEmpty { parts.append(argumentUsage) }
        return parts.joined(separator: " ")
    }

    /// The option `option` goes with, if it requires one.
    private func required(by option: OptionDeclaration) -> OptionDeclaration? {
        requirements.first { $0.option.name == option.name }?.required
    }

    /// The option as typed with its value's placeholder: `--minutes N`; its name and placeholder passed through `name` and
    /// `placeholder` (the manual page sets them in bold and italics).
    static func spelled(
        _ option: OptionDeclaration, name: (String) -> String = { $0 }, placeholder: (String) -> String = { $0 }
    ) -> String {
        name(option.name) + (option.value.map { " " + placeholder($0.placeholder) } ?? "")
    }

    /// How help lists the option: `--minutes N`, `--yes, -y`.
    static func spellings(
        _ option: OptionDeclaration, name: (String) -> String = { $0 }, placeholder: (String) -> String = { $0 }
    ) -> String {
        ([spelled(option, name: name, placeholder: placeholder)] + option.names.dropFirst().map(name)).joined(separator: ", ")
    }

    /// The option's help as one paragraph, however its declaration breaks it, after the option it requires
    /// (`with --ics: breaks too`): its lines joined as ``LineBreaks`` joins them, a space only between spaced words.
    func paragraph(_ option: OptionDeclaration) -> String {
        let help = required(by: option).map { Words.Usage.withOption(option: $0.name, help: option.help) } ?? option.help
        let lines = help.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }.filter { !$0.isEmpty }
        return lines.dropFirst().reduce(lines.first ?? "") { $0 + LineBreaks.separator(between: $0, and: $1) + $1 }
    }

    /// One aligned line (or more) per option: its spellings, then its help wrapped to 80 columns.
    var helpLines: String {
        let spellings = options.map { Self.spellings($0) }
        let width = (spellings.map(\.count).max() ?? 0) + 2
        let indent = String(repeating: " ", count: width + 2)
        return zip(options, spellings).map { option, spelling in
            let lines = HelpText.wrapped(paragraph(option), toColumns: max(20, HelpText.width - indent.count))
            return "  " + spelling.padded(toColumns: width) + (lines.first ?? "") + "\n" + lines.dropFirst().map { indent + $0 + "\n" }.joined()
        }.joined()
    }
}
