/// A command's options and arguments after parsing, each value already of its type.
struct ParsedOptions {
    private(set) var flags: Set<String> = []
    private(set) var values: [String: any Sendable] = [:]
    var arguments: [String] = []

    func has(_ flag: Flag) -> Bool { flags.contains(flag.declaration.name) }

    subscript<Value>(_ option: Option<Value>) -> Value? { values[option.declaration.name] as? Value }

    /// Whether the option, flag or valued, was given.
    func contains(_ option: OptionDeclaration) -> Bool {
        flags.contains(option.name) || values[option.name] != nil
    }

    mutating func set(_ option: OptionDeclaration, to value: (any Sendable)?) {
        if let value { values[option.name] = value } else { flags.insert(option.name) }
    }
}
