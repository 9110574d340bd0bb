/// What a shell offers for an option's value or a command's argument.
enum CompletionHint: Sendable, Equatable {
    case none
    case words([String])
    /// Words grove looks up as the word is typed: the history's tags, the config's rooms.
    case asked(CompletionSource)
    case files
    case folders
}

/// Where the words of an `asked` value come from.
enum CompletionSource: String, CaseIterable, Sendable {
    case species
    /// Every tag the history already holds.
    case tags
    /// Today and the six days before it, YYYY-MM-DD.
    case dates
    /// The rooms the config names.
    case rooms
}
