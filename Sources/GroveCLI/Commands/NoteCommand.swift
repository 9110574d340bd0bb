import GroveCore
import GroveWords

/// `grove note TEXT`: a note on the live session, carried into the history.
enum NoteCommand: Subcommand {
    static let name = "note"
    static var summary: String { Words.Help.noteSummary }
    static let arguments = [ArgumentDeclaration(placeholder: "TEXT", completion: .none, takesTheRest: true)]
    static var details: String { Words.Help.noteDetails(characters: Words.number(SessionNote.maximumLength)) }

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        guard !options.arguments.isEmpty else { throw .usage(Words.Note.whatShouldItSay, usage: usage) }
        let text = options.arguments.joined(separator: " ")
        guard let note = SessionNote(text) else { throw .usage(Words.Note.refused(rule: SessionNote.rule), usage: usage) }
        _ = try invocation.viewModel { $0.setNote(note.text.isEmpty ? nil : note.text) }
        invocation.print(note.text.isEmpty ? Words.Note.removed : Words.Note.noted)
        return 0
    }
}
