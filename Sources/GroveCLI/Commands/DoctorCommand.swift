import GroveCore
import GroveText
import GroveWords

/// `grove doctor`: checks every file of the data folder; `--repair` moves unreadable ones aside.
enum DoctorCommand: Subcommand {
    static let name = "doctor"
    static var summary: String { Words.Help.doctorSummary }
    enum Option: String, CommandOption {
        case repair
        var declaration: OptionDeclaration {
            flag(help: Words.Help.doctorRepair)
        }
    }
    static var details: String { Words.Help.doctorDetails }

    static func run(_ options: ParsedOptions<Option>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let doctor = try invocation.store().checking
        return try CommandError.catching {
            if options.has(.repair) {
                let done = try doctor.repair()
                invocation.print(done.isEmpty ? Words.Doctor.nothingToRepair : done.joined(separator: "\n"))
            }
            let problems = try doctor.problems()
            guard !problems.isEmpty else {
                let folder = try invocation.paths().data
                invocation.print(try doctor.isEmpty() ? Words.Doctor.empty(folder: folder) : Words.Doctor.healthy(folder: folder))
                return 0
            }
            // The labels are one column, as wide as the language's widest.
            let width = [DataProblem.Kind.unreadable, .newerGrove, .notice].map { DisplayWidth.columns(of: label($0)) }.max() ?? 0
            for problem in problems {
                invocation.print(label(problem.kind).padded(toColumns: width + 1) + problem.description)
            }
            if problems.contains(where: { $0.kind == .unreadable }) {
                invocation.context.writeError("grove: \(Words.Doctor.someUnreadable)\n")
            }
            if problems.contains(where: { $0.kind == .newerGrove }) {
                invocation.context.writeError("grove: \(Words.Doctor.someNewer(version: GroveCommandLine.version))\n")
            }
            return problems.contains(where: { $0.kind != .notice }) ? 1 : 0
        }
    }

    /// What a problem of `kind` is, before its description.
    private static func label(_ kind: DataProblem.Kind) -> String {
        switch kind {
        case .unreadable: Words.Doctor.unreadable
        case .newerGrove: Words.Doctor.newer
        case .notice: Words.Doctor.notice
        }
    }
}
