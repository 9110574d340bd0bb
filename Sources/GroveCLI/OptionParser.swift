/// What options a command accepts.
struct OptionSpec {
    /// Options that stand alone, such as `--yes`.
    var flags: Set<String> = []
    /// Options that take a value, as `--tag work` or `--tag=work`.
    var values: Set<String> = []
    /// How many plain arguments (not options) the command takes.
    var positionals = 0
    /// The usage line shown with any mistake.
    var usage: String
}

/// A command's options after parsing.
struct ParsedOptions {
    var flags: Set<String> = []
    var values: [String: String] = [:]
    var positionals: [String] = []

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    func value(_ name: String) -> String? { values[name] }
}

/// Parses a command's own arguments; global options were already taken out.
enum OptionParser {
    static func parse(_ arguments: [String], spec: OptionSpec) throws(CommandError) -> ParsedOptions {
        var parsed = ParsedOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument.count > 1 else {
                guard parsed.positionals.count < spec.positionals else {
                    throw .usage("unexpected argument '\(argument)'", usage: spec.usage)
                }
                parsed.positionals.append(argument)
                continue
            }
            let (name, inline) = split(argument)
            if spec.flags.contains(name) {
                if inline != nil { throw .usage("\(name) takes no value", usage: spec.usage) }
                parsed.flags.insert(name)
            } else if spec.values.contains(name) {
                // The next argument is the value even when it starts with '-', so
                // "--minutes -5" is reported as a bad number, not a missing value.
                if let inline {
                    parsed.values[name] = inline
                } else if index < arguments.count {
                    parsed.values[name] = arguments[index]
                    index += 1
                } else {
                    throw .usage("\(name) needs a value", usage: spec.usage)
                }
            } else {
                throw .usage("unknown option '\(name)'", usage: spec.usage)
            }
        }
        return parsed
    }

    /// Splits `--name=value` into its parts.
    static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
