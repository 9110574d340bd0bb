import GroveText
import GroveWords

/// Reads a command line against declared options: the one parser for global and command options.
enum OptionParser {
    /// Parses `arguments` against `options`, allowing up to `maximumArguments` plain ones. A value option takes the next
    /// argument even if it starts with '-' ("--minutes -5": bad number), unless it is an option here ("--tag -V": no tag).
    static func parse<Option>(
        _ arguments: ArraySlice<String>, options: [OptionDeclaration], maximumArguments: Int, usage: String
    ) throws(CommandError) -> ParsedOptions<Option> {
        let byName = named(options)
        var parsed = ParsedOptions<Option>()
        var rest = arguments
        var onlyArguments = false
        while let argument = rest.popFirst() {
            if !onlyArguments, argument == "--" {
                onlyArguments = true
                continue
            }
            guard !onlyArguments, isOptionShaped(argument) else {
                guard parsed.arguments.count < maximumArguments else { throw .usage(Words.Usage.unexpectedArgument(argument: PrintableText.quoted(argument)), usage: usage) }
                parsed.arguments.append(argument)
                continue
            }
            let (name, inline) = split(argument)
            guard let option = byName[name] else {
                let hint = NearestName.suggestion(for: name, among: options.flatMap(\.names))
                throw .usage(Words.Usage.unknownOption(option: PrintableText.quoted(name), hint: hint), usage: usage)
            }
            guard let value = option.value else {
                if inline != nil { throw .usage(Words.Usage.takesNoValue(option: name), usage: usage) }
                parsed.set(option, to: true)
                continue
            }
            guard let text = inline ?? takeValue(from: &rest, byName) else {
                throw .usage(Words.Usage.needsValue(option: name, value: value.placeholder), usage: usage)
            }
            guard let read = value.read(text) else { throw .usage("\(name) \(value.refusal(of: text))", usage: usage) }
            parsed.set(option, to: read)
        }
        return parsed
    }

    /// Splits `arguments` at the first plain argument no option before it takes as a value (an unknown option reads as a
    /// flag, named by the command's own parse). `options` is built only if an option comes first, sparing `grove status`.
    static func splitAtCommand(
        _ arguments: [String], options: () -> [OptionDeclaration]
    ) -> (leading: [String], command: String?, rest: ArraySlice<String>) {
        lazy var byName = named(options())
        var leading: [String] = []
        var rest = arguments[...]
        while let argument = rest.first {
            if argument == "--" {
                rest.removeFirst()
                break
            }
            guard isOptionShaped(argument) else { break }
            leading.append(rest.removeFirst())
            let (name, inline) = split(argument)
            if inline == nil, byName[name]?.value != nil, let value = takeValue(from: &rest, byName) {
                leading.append(value)
            }
        }
        return (leading, rest.popFirst(), rest)
    }

    /// Checks that the options given keep what the syntax says they require or exclude of each other.
    static func checkRelations(_ parsed: ParsedOptions<some CommandOption>, _ syntax: CommandSyntax, usage: String) throws(CommandError) {
        let given = { (option: OptionDeclaration) in parsed.given[option.name] != nil }
        if let group = syntax.exclusive.map({ $0.filter(given) }).first(where: { $0.count > 1 }) {
            throw .usage(Words.Usage.onlyOneOf(options: group.map(\.name).joined(separator: ", ")), usage: usage)
        }
        if let (option, required) = syntax.requirements.first(where: { given($0.option) && !given($0.required) }) {
            throw .usage(Words.Usage.goesWith(option: option.name, required: required.name), usage: usage)
        }
        if !syntax.oneRequired.isEmpty, !syntax.oneRequired.contains(where: given) {
            throw .usage(Words.Usage.atLeastOneOf(options: syntax.oneRequired.map(\.name).joined(separator: ", ")), usage: usage)
        }
    }

    private static func named(_ options: [OptionDeclaration]) -> [String: OptionDeclaration] {
        Dictionary(options.flatMap { option in option.names.map { ($0, option) } }) { $1 }
    }

    /// The next argument as an option's value, unless there is none or it is itself an option here.
    private static func takeValue(from rest: inout ArraySlice<String>, _ byName: [String: OptionDeclaration]) -> String? {
        guard let next = rest.first, byName[split(next).name] == nil else { return nil }
        return rest.removeFirst()
    }

    /// A negative number is an argument, so `grove extend -5` is refused for its number, not as an unknown option.
    private static func isOptionShaped(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument.count > 1 && Double(argument) == nil
    }

    /// Splits `--name=value` into its parts.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
