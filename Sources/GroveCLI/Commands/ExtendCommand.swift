import GroveCore
import GroveText
import GroveWords

/// `grove extend [MINUTES]`: more minutes for the growing tree, from any shell.
enum ExtendCommand: Subcommand {
    static let name = "extend"
    static var summary: String { Words.Extend.summary }
    static let arguments = [ArgumentDeclaration(placeholder: "MINUTES", completion: .none)]
    static var argumentUsage: String { "[MINUTES]" }
    static var details: String {
        Words.Extend.details(
            minutes: Words.number(SessionExtension.defaultMinutes), limit: Words.number(GroveSettings.minuteRange.upperBound))
    }

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        var minutes = SessionExtension.defaultMinutes
        if let given = options.arguments.first {
            guard let read = ValueType.minutes.read(given) else { throw .usage("MINUTES \(ValueType.minutes.refusal(of: given))", usage: usage) }
            minutes = read
        }
        let model = try invocation.viewModel { $0.extendSession(minutes: minutes) }
        if let notice = model.notice { invocation.print(notice) }
        return 0
    }
}
