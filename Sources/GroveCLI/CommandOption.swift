/// One option a command accepts, declared once: parsing, help and shell completion
/// are all derived from it.
struct OptionDeclaration: Sendable {
    /// The name, then any other spellings (`--yes`, `-y`).
    let names: [String]
    /// One line for help; more lines are indented under it.
    let help: String
    /// What it takes, or nil for a flag.
    let value: ValueDeclaration?

    var name: String { names[0] }

    /// The help's first line, for a shell's one-line description.
    var summary: String { help.split(separator: "\n").first.map(String.init) ?? "" }
}

/// An option's value with its type erased, so a command's options can sit in one list.
struct ValueDeclaration: Sendable {
    let placeholder: String
    let completion: CompletionHint
    let rule: String
    let read: @Sendable (String) -> (any Sendable)?

    init<Value>(_ type: ValueType<Value>) {
        placeholder = type.placeholder
        completion = type.completion
        rule = type.rule
        read = { type.read($0) }
    }
}

/// An option that stands alone, such as `--detach`.
struct Flag: Sendable {
    let declaration: OptionDeclaration

    init(_ name: String, aliases: [String] = [], help: String) {
        declaration = OptionDeclaration(names: [name] + aliases, help: help, value: nil)
    }
}

/// An option that takes a value of type `Value`, as `--tag work` or `--tag=work`.
struct Option<Value: Sendable>: Sendable {
    let declaration: OptionDeclaration

    init(_ name: String, _ type: ValueType<Value>, help: String) {
        declaration = OptionDeclaration(names: [name], help: help, value: ValueDeclaration(type))
    }
}

/// A plain argument a command takes (not an option).
struct ArgumentDeclaration: Sendable {
    let placeholder: String
    let completion: CompletionHint
}
