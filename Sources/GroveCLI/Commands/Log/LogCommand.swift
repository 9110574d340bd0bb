import FoundationEssentials
import GroveCore
import GroveText
import GroveWords

/// `grove log`: record a focus session that happened without grove, to count its focus (it earns nothing).
enum LogCommand: Subcommand {
    static let name = "log"
    static var summary: String { Words.Log.summary }
    enum Option: String, CommandOption {
        case date, minutes, ago, tag, species, note
        static let exclusive: [[Self]] = [[.date, .minutes]]
        static let requirements: [(option: Self, required: Self)] = [(.ago, .minutes)]

        var declaration: OptionDeclaration {
            switch self {
            case .date: option(.day, help: Words.Log.dateHelp)
            case .minutes: option(.minutes, help: Words.Log.minutesHelp)
            case .ago: option(.ago, help: Words.Log.agoHelp)
            case .tag: option(.tag, help: Words.Log.tagHelp)
            case .species: option(.species, help: Words.Log.speciesHelp)
            case .note: option(.note, help: Words.Log.noteHelp)
            }
        }
    }

    static let arguments = [ArgumentDeclaration(placeholder: "START-END", completion: .none)]
    static var argumentUsage: String { "[START-END]" }
    static var details: String { Words.Log.details(limit: Words.number(GroveSettings.minuteRange.upperBound)) }

    static func run(_ options: ParsedOptions<Option>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let (start, end) = try span(options, invocation)
        let settings = try invocation.settings()
        let session = SessionLog.session(
            id: invocation.context.makeID(), from: start, to: end, tag: options[.tag] ?? settings.defaultTag,
            species: options[.species] ?? settings.defaultSpecies, note: options[.note])
        // Settled first, so a tree that ended while nothing ran is recorded before the history around it is read.
        let model = try invocation.viewModel()
        let around = DateRange(start: start.addingTimeInterval(-86_400), end: end)
        let recorded = try CommandError.catching { try invocation.store().repository.history(startedIn: around) }
        model.logSession(session, recorded: recorded)
        if let message = model.errorMessage { throw .failure(message) }
        let calendar = invocation.context.calendar
        invocation.print(Words.Log.logged(
            length: TimeText.amount(session.focusedSeconds), day: calendar.day(of: start).description,
            start: calendar.clockText(start), end: calendar.clockText(end), species: PrintableText.escaped(session.species),
            tag: PrintableText.escaped(session.tag)))
        return 0
    }

    /// When the session began and ended: START-END on `--date` (else today), or `--minutes` ending now, or begun `--ago`.
    private static func span(_ options: ParsedOptions<Option>, _ invocation: Invocation) throws(CommandError) -> (Date, Date) {
        let now = invocation.context.clock.now()
        let calendar = invocation.context.calendar
        if let minutes: Int = options[.minutes] {
            guard options.arguments.isEmpty else { throw .usage(Words.Log.rangeOrMinutes, usage: usage) }
            let length = TimeInterval(minutes * 60)
            let start = now.addingTimeInterval(-(options[.ago] ?? length))
            return (start, start.addingTimeInterval(length))
        }
        guard let text = options.arguments.first else { throw .usage(Words.Log.whenWasIt, usage: usage) }
        do {
            return try ClockRange(text).dates(on: options[.date] ?? calendar.day(of: now), in: calendar)
        } catch {
            let range = PrintableText.quoted(text)
            switch error {
            case .notTimes: throw .usage(Words.Log.notARange(range: range), usage: usage)
            case .endsFirst: throw .usage(Words.Log.endsFirst(range: range), usage: usage)
            }
        }
    }
}
