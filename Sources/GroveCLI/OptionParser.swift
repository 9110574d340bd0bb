import GroveText

/// Reads a command line against declared options: the one parser for global and command options.
enum OptionParser {
    /// Parses `arguments` against `options`, allowing up to `maximumArguments` plain arguments.
    ///
    /// A value-taking option takes the next argument as its value, even when it starts with
    /// '-' ("--minutes -5" is a bad number), unless that argument is itself an option here:
    /// "--tag -V" is a missing tag, not a tag and a version request.
    static func parse(
        _ arguments: ArraySlice<String>, options: [OptionDeclaration], maximumArguments: Int, usage: String
    ) throws(CommandError) -> ParsedOptions {
        try parse(arguments, options: options, maximumArguments: maximumArguments, usage: usage).parsed
    }

    /// Parses the options before the first plain argument; returns them and where that argument is.
    static func parseLeading(
        _ arguments: ArraySlice<String>, options: [OptionDeclaration], usage: String
    ) throws(CommandError) -> (parsed: ParsedOptions, rest: ArraySlice<String>) {
        try parse(arguments, options: options, maximumArguments: nil, usage: usage)
    }

    /// With no `maximumArguments`, stops at the first plain argument.
    private static func parse(
        _ arguments: ArraySlice<String>, options: [OptionDeclaration], maximumArguments: Int?, usage: String
    ) throws(CommandError) -> (parsed: ParsedOptions, rest: ArraySlice<String>) {
        var byName: [String: OptionDeclaration] = [:]
        for option in options {
            for name in option.names { byName[name] = option }
        }
        var parsed = ParsedOptions()
        var index = arguments.startIndex
        var onlyArguments = false
        while index < arguments.endIndex {
            let argument = arguments[index]
            if !onlyArguments, argument == "--" {
                onlyArguments = true
                index += 1
                continue
            }
            guard !onlyArguments, isOptionShaped(argument) else {
                guard let maximumArguments else { return (parsed, arguments[index...]) }
                guard parsed.arguments.count < maximumArguments else { throw .usage("unexpected argument '\(argument)'", usage: usage) }
                parsed.arguments.append(argument)
                index += 1
                continue
            }
            index += 1
            let (name, inline) = split(argument)
            guard let option = byName[name] else {
                let hint = NearestName.suggestion(for: name, among: options.flatMap(\.names))
                throw .usage("unknown option '\(PrintableText.escaped(name))'\(hint)", usage: usage)
            }
            guard let value = option.value else {
                if inline != nil { throw .usage("\(name) takes no value", usage: usage) }
                parsed.set(option, to: nil)
                continue
            }
            let text: String
            if let inline {
                text = inline
            } else if index < arguments.endIndex, byName[split(arguments[index]).name] == nil {
                text = arguments[index]
                index += 1
            } else {
                throw .usage("\(name) needs a value (\(value.placeholder))", usage: usage)
            }
            guard let read = value.read(text) else {
                throw .usage("\(name) '\(PrintableText.escaped(text))' \(value.rule)", usage: usage)
            }
            parsed.set(option, to: read)
        }
        return (parsed, arguments[index...])
    }

    /// Checks that at most one option of each exclusive group was given.
    static func checkExclusive(_ parsed: ParsedOptions, _ syntax: CommandSyntax, usage: String) throws(CommandError) {
        for group in syntax.exclusive {
            let given = group.filter(parsed.contains)
            if given.count > 1 {
                throw .usage("use only one of " + given.map(\.name).joined(separator: ", "), usage: usage)
            }
        }
    }

    private static func isOptionShaped(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument.count > 1
    }

    /// Splits `--name=value` into its parts.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
