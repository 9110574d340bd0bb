import GroveCore
import GroveWords

/// `grove import FILE|-`: adds sessions from grove's own exports, the Forest app's or timewarrior's.
enum ImportCommand: Subcommand {
    static let name = "import"
    static var summary: String { Words.Help.importSummary }
    enum Option: String, CommandOption {
        case dryRun = "dry-run"

        var declaration: OptionDeclaration { flag(help: Words.Help.importDryRun) }
    }
    static let arguments = [ArgumentDeclaration(placeholder: "FILE|-", completion: .files)]
    static var details: String { Words.Help.importDetails(minutes: Words.number(Int(RewardRule.longestSeconds / 60))) }

    static func run(_ options: ParsedOptions<Option>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        guard let path = options.arguments.first else { throw .usage(Words.Importing.whichFile, usage: usage) }
        let isTrial = options.has(.dryRun)
        let bytes: [UInt8]
        if path == "-" {
            do {
                bytes = try invocation.context.readInput()
            } catch {
                throw .failure(Words.Importing.cannotReadInput(reason: "\(error)"))
            }
        } else {
            do {
                bytes = try invocation.context.readFile(path)
            } catch {
                throw .failure(invocation.context.isFolder(path)
                    ? Words.Importing.isAFolder(path: path) : Words.Command.cannotRead(file: path, reason: "\(error)"))
            }
        }
        let source = path == "-" ? Words.Importing.standardInput : path
        let settings = try invocation.settings()
        let reading: ImportFormat.Reading
        do {
            reading = try ImportFormat.read(bytes, settings: settings, now: invocation.context.clock.now())
        } catch {
            throw .failure(Words.Importing.refused(source: source, problem: error.description))
        }
        // A trial settles nothing either: the live session is left for the next real command.
        let model = isTrial ? nil : try invocation.viewModel()
        let store = try invocation.store()
        try CommandError.catching {
            let history = try store.repository.history(startedIn: nil)
            let unlocks = try store.repository.loadLive().rewards.unlocked
            let summary = try store.importing.importSessions(reading.sessions, dryRun: isTrial)
            let calendar = invocation.context.calendar
            if let model, !summary.added.isEmpty {
                model.recountRewards(from: try store.repository.history(startedIn: nil))
                if let message = model.errorMessage { throw CommandError.failure(message) }
            }
            let report = ImportReport(
                reading: reading, summary: summary,
                before: RewardLedger.recount(history, unlocks: unlocks, calendar: calendar),
                after: RewardLedger.recount(history + summary.added, unlocks: unlocks, calendar: calendar), dryRun: isTrial)
            invocation.print(report.text(calendar: calendar))
        }
        return 0
    }
}
