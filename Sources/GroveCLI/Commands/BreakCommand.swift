import GroveCore
import GroveWords

/// `grove break`: rest after a completed focus session.
enum BreakCommand: Subcommand {
    static let name = "break"
    static var summary: String { Words.Help.breakSummary }
    enum Option: String, CommandOption {
        case long
        var declaration: OptionDeclaration {
            flag(help: Words.Help.breakLong)
        }
    }
    static var details: String { Words.Help.breakDetails }

    static func run(_ options: ParsedOptions<Option>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let model = try invocation.viewModel { $0.startBreak(long: options.has(.long)) }
        guard let endsAt = model.session?.endsAt else { return 0 }
        invocation.print(Words.BreakTime.started(left: TimeText.clock(model.remainingTime), time: invocation.context.calendar.clockText(endsAt)))
        return 0
    }
}
