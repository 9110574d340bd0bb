import FoundationEssentials
import GroveCore

/// `grove import FILE`: adds sessions from `grove history --json` output.
enum ImportCommand: Subcommand {
    static let name = "import"
    static let summary = "add sessions from a grove history --json file"
    static let syntax = CommandSyntax(arguments: [ArgumentDeclaration(placeholder: "FILE", completion: .files)])
    static let details = """
        Takes the output of grove history --json (a backup, or another machine's).
        Every record is checked before any is written; a bad file changes nothing and says \
        which record is wrong and why. Sessions whose id is already here are skipped.
        Example: grove history --json > forest.json; grove import forest.json
        """

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        guard let path = options.arguments.first else { throw .usage("which file?", usage: usage) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .failure("cannot read \(path); check the path and its permissions")
        }
        let sessions: [FinishedSession]
        do {
            sessions = try HistoryFileReader.sessions(from: data)
        } catch {
            let message = "\(path): \(error.description); nothing was imported"
            throw error.isUnprintable ? .unprintable(message) : .failure(message)
        }
        let model = try invocation.viewModel()
        let repository = try invocation.repository()
        guard let importer = repository as? SessionImporting else {
            throw .failure("this data folder cannot import sessions")
        }
        do {
            let summary = try importer.importSessions(sessions)
            if summary.added > 0 {
                model.recountRewards(from: try repository.history(startedIn: nil))
                if let message = model.errorMessage { throw CommandError.failure(message) }
            }
            let grown = sessions.filter { $0.kind == .focus && $0.state == .completed }.count
            invocation.print(
                "Imported \(summary.added) session\(summary.added == 1 ? "" : "s") (\(grown) grown trees in the file); "
                    + "skipped \(summary.skipped) already here.")
        } catch let error as CommandError {
            throw error
        } catch {
            throw .failure("\(error)")
        }
        return 0
    }
}
