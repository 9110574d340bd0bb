import GroveCore
import GroveWords

/// `grove note TEXT`: a note on the live session, carried into the history.
enum NoteCommand: Subcommand {
    static let name = "note"
    static let summary = "put a note on the growing tree"
    static let arguments = [ArgumentDeclaration(placeholder: "TEXT", completion: .none, takesTheRest: true)]
    static let details = """
        The note (up to \(SessionNote.maximumLength) characters) replaces any earlier one; '' removes it.
        It is kept in the history (history --json, --csv) and shown on the game screen.
        Example: grove note chapter 3 draft (its words need no quotes)
        """

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        guard !options.arguments.isEmpty else { throw .usage(Words.Note.whatShouldItSay, usage: usage) }
        let text = options.arguments.joined(separator: " ")
        guard let note = SessionNote(text) else { throw .usage(Words.Note.refused(rule: SessionNote.rule), usage: usage) }
        _ = try invocation.viewModel { $0.setNote(note.text.isEmpty ? nil : note.text) }
        invocation.print(note.text.isEmpty ? Words.Note.removed : Words.Note.noted)
        return 0
    }
}
