/// A command's options, a case each in the order help lists them, each declared once with what it requires or excludes:
/// parsing, the usage line, help, completion and the parser's refusals are all derived from the cases.
protocol CommandOption: CaseIterable, Hashable, Sendable {
    /// As typed: `--minutes`.
    var name: String { get }
    /// Its spellings, what it takes and its help.
    var declaration: OptionDeclaration { get }
    /// Groups of which at most one may be given: `[--json | --csv]`.
    static var exclusive: [[Self]] { get }
    /// Each option that goes only with another, and that other: `--ics [--breaks]`.
    static var requirements: [(option: Self, required: Self)] { get }
    /// Options of which at least one must be given (an edit changes something); empty when none must.
    static var oneRequired: [Self] { get }
}

extension CommandOption {
    static var exclusive: [[Self]] { [] }
    static var requirements: [(option: Self, required: Self)] { [] }
    static var oneRequired: [Self] { [] }
}

extension CommandOption where Self: RawRepresentable, RawValue == String {
    /// The case's raw value after two dashes.
    var name: String { "--" + rawValue }

    /// An option that stands alone, such as `--detach`.
    func flag(aliases: [String] = [], help: String) -> OptionDeclaration {
        OptionDeclaration(names: [name] + aliases, help: help, value: nil)
    }

    /// An option that takes a value of type `Value`, as `--tag work` or `--tag=work`.
    func option<Value>(_ type: ValueType<Value>, help: String) -> OptionDeclaration {
        OptionDeclaration(names: [name], help: help, value: ValueType<any Sendable>(
            placeholder: type.placeholder, completion: type.completion, rule: type.rule, known: type.known, read: { type.read($0) }))
    }
}

/// The options of a command that takes none.
enum NoOption: CommandOption {
    var name: String { switch self {} }
    var declaration: OptionDeclaration { switch self {} }
}

/// One option as help, completion and the parser see it, whichever command declares it.
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

/// A plain argument a command takes (not an option).
struct ArgumentDeclaration: Sendable {
    let placeholder: String
    let completion: CompletionHint
    /// Whether it takes every word left, as `grove note fix the bug` does; only the last argument can.
    var takesTheRest = false
}
