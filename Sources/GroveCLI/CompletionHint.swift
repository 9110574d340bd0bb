/// What a shell offers for an option's value or a command's argument.
enum CompletionHint: Sendable, Equatable {
    case none
    case words([String])
    /// Words grove knows only when asked, through `grove _complete SOURCE`.
    case asked(CompletionSource)
    case files
    case folders
}

/// The words `grove _complete` prints, one per line, for a shell completing a value.
enum CompletionSource: String, CaseIterable, Sendable {
    case species
    /// Every tag the history already holds.
    case tags
    /// Today and the six days before it, YYYY-MM-DD.
    case dates
    /// The rooms the config names.
    case rooms
}
