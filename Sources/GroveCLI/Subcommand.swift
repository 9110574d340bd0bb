/// One `grove COMMAND`: its name, help and behaviour.
protocol Subcommand: Sendable {
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    static var spec: OptionSpec { get }
    /// What `grove help COMMAND` adds below the usage line.
    static var details: String { get }
    /// Whether `grove help` lists it (the waiter and hook supervisor are internal).
    static var isListed: Bool { get }

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32
}

extension Subcommand {
    static var isListed: Bool { true }
}
