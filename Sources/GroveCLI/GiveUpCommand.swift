import GroveCore

/// `grove give-up`: the tree withers; it stays in the forest with its partial focus.
enum GiveUpCommand: Subcommand {
    static let name = "give-up"
    static let summary = "give up: the tree withers"
    static let spec = OptionSpec(flags: ["--yes", "-y"], usage: "grove give-up [--yes]")
    static let details = """
          --yes   do not ask (required when not at a terminal)
        The withered tree is kept in your forest with the focus time it had. Within the first
        \(Int(SessionRules.graceSeconds)) seconds of focus the planting is cancelled instead: nothing withers, nothing is recorded.
        """

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let context = invocation.context
        let confirmed = options.has("--yes") || options.has("-y")
        if !confirmed, !context.stdinIsTerminal {
            throw .usage("not at a terminal, so grove cannot ask; add --yes to give up", usage: spec.usage)
        }
        let model = try invocation.viewModel()
        guard let session = model.session else { throw .failure(SessionRejection.nothingToGiveUp.description) }
        if !confirmed {
            let what = session.kind == .focus ? "your \(session.species) (\(session.tag)); it will wither" : "your break"
            context.write("Give up \(what)? [y/N] ")
            let answer = context.readLine()?.lowercased() ?? ""
            guard answer == "y" || answer == "yes" else {
                invocation.print("Kept growing.")
                return 0
            }
        }
        model.cancelSession()
        if let message = model.errorMessage { throw .failure(message) }
        if let notice = model.notice { invocation.print(notice) }
        guard let finished = model.outcome else { return 0 }
        model.dismissOutcome()
        if finished.kind == .focus {
            invocation.print(
                "Your \(finished.species) withered after \(Countdown.text(finished.focusedSeconds)) of focus. It stays in your forest.")
        } else {
            invocation.print("Break ended early.")
        }
        return 0
    }
}
