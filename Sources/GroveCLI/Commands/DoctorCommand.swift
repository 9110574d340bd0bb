import GroveCore

/// `grove doctor`: checks every file of the data folder; `--repair` moves unreadable ones aside.
enum DoctorCommand: Subcommand {
    static let name = "doctor"
    static let summary = "check the data folder; --repair moves damaged files aside"
    enum Option: String, CommandOption {
        case repair
        var declaration: OptionDeclaration {
            flag(help: """
                move each unreadable file aside (NAME.unreadable-TIME, never deleted), keep the
                sessions, events and unlocks that can still be read, and rebuild the derived totals
                """)
        }
    }
    static let details = """
        Reads every file in the data folder as the commands do, changing nothing, and lists \
        each problem with its path (also conflict copies left by file synchronisers, and a \
        device name two machines share). Exit status 1 when a file cannot be read, or when \
        the data folder's path names a file; a folder not there yet is empty, nothing planted.
        """

    static func run(_ options: ParsedOptions<Option>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let doctor = try invocation.store().checking
        return try CommandError.catching {
            if options.has(.repair) {
                let done = try doctor.repair()
                invocation.print(done.isEmpty ? "Nothing to repair." : done.joined(separator: "\n"))
            }
            let problems = try doctor.problems()
            guard !problems.isEmpty else {
                let state = try doctor.isEmpty() ? "empty: nothing planted yet" : "healthy"
                invocation.print("The data folder is \(state) (\(try invocation.paths().data)).")
                return 0
            }
            for problem in problems {
                let label = switch problem.kind {
                case .unreadable: "unreadable "
                case .newerGrove: "newer      "
                case .notice: "note       "
                }
                invocation.print(label + problem.description)
            }
            if problems.contains(where: { $0.kind == .unreadable }) {
                invocation.context.writeError("grove: some files cannot be read; grove doctor --repair moves them aside\n")
            }
            if problems.contains(where: { $0.kind == .newerGrove }) {
                invocation.context.writeError(
                    "grove: some files were written by a newer grove; install it (this is grove \(GroveCommandLine.version))\n")
            }
            return problems.contains(where: { $0.kind != .notice }) ? 1 : 0
        }
    }
}
