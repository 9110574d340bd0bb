import FoundationEssentials
import GroveCore
import GroveText

/// `grove import FILE`: adds sessions from `grove history --json` output.
enum ImportCommand: Subcommand {
    static let name = "import"
    static let summary = "add sessions from a grove history --json file"
    static let syntax = CommandSyntax(arguments: [ArgumentDeclaration(placeholder: "FILE", completion: .files)])
    static let details = """
        Takes the output of grove history --json (a backup, or another machine's).
        Every record is checked before any is written (a UUID for an id, a start no later \
        than now, focus and pauses that fit between start and end); a bad file changes \
        nothing and says which record is wrong and why. Sessions whose id is already here \
        are skipped.
        Example: grove history --json > forest.json; grove import forest.json
        """

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        guard let path = options.arguments.first else { throw .usage("which file?", usage: usage) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .failure("cannot read \(path); check the path and its permissions")
        }
        let sessions: [FinishedSession]
        do {
            sessions = try Self.sessions(in: data, now: invocation.context.clock.now())
        } catch {
            let message = "\(path): \(error.description); nothing was imported"
            throw error.isUnprintable ? .unprintable(message) : .failure(message)
        }
        let model = try invocation.viewModel()
        let store = try invocation.store()
        do {
            let summary = try store.importing.importSessions(sessions, dryRun: false)
            if !summary.added.isEmpty {
                model.recountRewards(from: try store.repository.history(startedIn: nil))
                if let message = model.errorMessage { throw CommandError.failure(message) }
            }
            let grown = sessions.filter { $0.kind == .focus && $0.state == .completed }.count
            invocation.print(
                "Imported \(summary.added.count) session\(summary.added.count == 1 ? "" : "s") (\(grown) grown trees in the file); "
                    + "skipped \(summary.skipped) already here.")
        } catch let error as CommandError {
            throw error
        } catch {
            throw .failure("\(error)")
        }
        return 0
    }

    /// The sessions in `data`, the output of `grove history --json` of any grove: every record
    /// is decoded and checked before any is used, and a bad one is named by its number and id.
    private static func sessions(in data: Data, now: Date) throws(Problem) -> [FinishedSession] {
        guard String(validating: data, as: UTF8.self) != nil else { throw .unprintable("the file is not valid UTF-8") }
        let decoder = JSONFormat.decoder(dates: .printed)
        // A grove before count-up and notes wrote neither field: such a session is a countdown without a note.
        decoder.userInfo[.groveSchema] = SchemaVersion.first
        let records: [Record]
        do {
            records = try decoder.decode([Record].self, from: data)
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
            throw .failure("the file must be a JSON array of sessions, as grove history --json prints")
        } catch {
            throw .failure("the file is not valid JSON; grove import takes the output of grove history --json")
        }
        return try records.enumerated().map { (index, record) throws(Problem) in
            let name = "record \(index + 1)" + (record.id.map { " (id \(PrintableText.escaped($0)))" } ?? "")
            let session: FinishedSession
            switch record.session {
            case .success(let decoded): session = decoded
            case .failure(let error):
                let problem = JSONFormat.problem(error, skipping: 1)
                guard PrintableText.isPrintable(problem) else { throw .unprintable("\(name): \(PrintableText.escaped(problem))") }
                throw .failure("\(name): \(problem)")
            }
            for (field, text) in [(SessionField.id, session.id), (.tag, session.tag), (.species, session.species), (.note, session.note ?? "")]
            where !PrintableText.isPrintable(text) {
                throw .unprintable("\(name): \(field.rawValue) \(PrintableText.rule)")
            }
            if let (field, problem) = SessionSanity.problemBeforeImport(in: session, now: now) {
                throw .failure("\(name): \(field.rawValue) \(problem)")
            }
            return session
        }
    }

    /// Why a file cannot be imported.
    private struct Problem: Error, CustomStringConvertible {
        let description: String
        /// Whether the file holds text that could command a terminal, rather than merely wrong values.
        let isUnprintable: Bool

        static func failure(_ description: String) -> Problem { Problem(description: description, isUnprintable: false) }
        static func unprintable(_ description: String) -> Problem { Problem(description: description, isUnprintable: true) }
    }

    /// One element of the file, decoded on its own so that a bad one is named rather than the whole file.
    private struct Record: Decodable {
        let session: Result<FinishedSession, any Error>
        let id: String?

        init(from decoder: Decoder) throws {
            session = Result { try FinishedSession(from: decoder) }
            id = try? decoder.container(keyedBy: SessionField.self).decode(String.self, forKey: .id)
        }
    }
}
