/// A `Flag` or an `Option`, as a command's syntax lists them.
protocol DeclaresOption: Sendable {
    var declaration: OptionDeclaration { get }
}

/// One option a command accepts, declared once: parsing, help and shell completion
/// are all derived from it.
struct OptionDeclaration: Sendable {
    /// The name, then any other spellings (`--yes`, `-y`).
    let names: [String]
    /// One line for help; more lines are indented under it.
    let help: String
    /// What it takes, its type erased so that a command's options sit in one list; nil for a flag.
    let value: ValueType<any Sendable>?

    var name: String { names[0] }

    /// The help's first line, for a shell's one-line description.
    var summary: String { help.split(separator: "\n").first.map(String.init) ?? "" }
}

/// An option that stands alone, such as `--detach`.
struct Flag: DeclaresOption {
    let declaration: OptionDeclaration

    init(_ name: String, aliases: [String] = [], help: String) {
        declaration = OptionDeclaration(names: [name] + aliases, help: help, value: nil)
    }
}

/// An option that takes a value of type `Value`, as `--tag work` or `--tag=work`.
struct Option<Value: Sendable>: DeclaresOption {
    let declaration: OptionDeclaration

    init(_ name: String, _ type: ValueType<Value>, help: String) {
        declaration = OptionDeclaration(names: [name], help: help, value: ValueType<any Sendable>(
            placeholder: type.placeholder, completion: type.completion, rule: type.rule, known: type.known, read: { type.read($0) }))
    }
}

/// A plain argument a command takes (not an option).
struct ArgumentDeclaration: Sendable {
    let placeholder: String
    let completion: CompletionHint
    /// Whether it takes every word left, as `grove note fix the bug` does; only the last argument can.
    var takesTheRest = false
}
