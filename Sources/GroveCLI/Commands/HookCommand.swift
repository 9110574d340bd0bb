import GroveWords

/// `grove _hook HOOK LOG`: the detached hook supervisor.
enum HookCommand: Subcommand {
    static let name = "_hook"
    static var summary: String { Words.Help.hookSummary }
    static let arguments = [
        ArgumentDeclaration(placeholder: "HOOK", completion: .files), ArgumentDeclaration(placeholder: "LOG", completion: .files),
    ]
    static let isListed = false

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let arguments = options.arguments
        guard arguments.count == 2 else { throw .usage(Words.Command.hookArguments, usage: usage) }
        invocation.context.superviseHook(arguments[0], log: arguments[1])
        return 0
    }
}
