/// A command's options and arguments after parsing, each value already of its type.
struct ParsedOptions<Option: CommandOption> {
    /// Each option given, by name, with its value; a flag's is `true`.
    private(set) var given: [String: any Sendable] = [:]
    var arguments: [String] = []

    /// Whether the option, flag or valued, was given.
    func has(_ option: Option) -> Bool { given[option.name] != nil }

    /// The option's value, of the type its declaration reads.
    subscript<Value>(_ option: Option) -> Value? {
        assert(given[option.name].map { $0 is Value } ?? true, "\(option.name) is declared with another type than \(Value.self)")
        return given[option.name] as? Value
    }

    /// The same command line, read with another set of options: the global ones, given among a command's.
    func reading<Other>(_: Other.Type) -> ParsedOptions<Other> { ParsedOptions<Other>(given: given, arguments: arguments) }

    mutating func set(_ option: OptionDeclaration, to value: any Sendable) {
        given[option.name] = value
    }
}
