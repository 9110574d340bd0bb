/// One `grove COMMAND`, or a command under one (`grove history edit`): its name, what it accepts, its help and behaviour.
protocol Subcommand: Sendable {
    /// Its options, a case each; `NoOption` when it takes none.
    associatedtype Option: CommandOption = NoOption
    /// The word that names it.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// Its plain arguments, in order.
    static var arguments: [ArgumentDeclaration] { get }
    /// How the arguments read in the usage line, e.g. `[unlock NAME]`; by default their placeholders in order.
    static var argumentUsage: String { get }
    /// The commands under it, named by the word after its own; a command with some takes no plain arguments.
    static var subcommands: [any Subcommand.Type] { get }
    /// What `grove help COMMAND` adds below the options.
    static var details: String { get }
    /// Whether `grove help` lists it (the waiter and hook supervisor are internal).
    static var isListed: Bool { get }

    static func run(_ options: ParsedOptions<Option>, _ invocation: Invocation) throws(CommandError) -> Int32
}

extension Subcommand {
    static var arguments: [ArgumentDeclaration] { [] }
    static var argumentUsage: String { arguments.map(\.placeholder).joined(separator: " ") }
    static var subcommands: [any Subcommand.Type] { [] }
    static var isListed: Bool { true }
    static var details: String { "" }

    /// Everything it accepts, declared once: what help, completion and the parser read.
    static var syntax: CommandSyntax { CommandSyntax(Option.self, arguments: arguments, argumentUsage: argumentUsage) }
    /// The words that run it after `grove`, as `history edit`.
    static var path: String { GroveCommandLine.path(to: self) }
    static var usage: String { syntax.usage(of: path) }

    /// Runs it with the options of a command line parsed against its syntax.
    static func run<Parsed>(parsed: ParsedOptions<Parsed>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        try run(parsed.reading(Option.self), invocation)
    }
}
