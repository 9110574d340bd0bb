/// One `grove COMMAND`: its name, what it accepts, its help and behaviour.
protocol Subcommand: Sendable {
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// Its options and arguments, declared once.
    static var syntax: CommandSyntax { get }
    /// What `grove help COMMAND` adds below the options.
    static var details: String { get }
    /// Whether `grove help` lists it (the waiter and hook supervisor are internal).
    static var isListed: Bool { get }

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32
}

extension Subcommand {
    static var syntax: CommandSyntax { CommandSyntax() }
    static var isListed: Bool { true }
    static var details: String { "" }
    static var usage: String { syntax.usage(of: name) }
}
