/// The words of a catalog sentence before and after one of its placeholders, so that runs of other styles (names, marks)
/// take its place in the language's own order: `TextAround { Words.Game.withMembers(members: $0) }` is "with " and "".
struct TextAround {
    let before: String
    let after: String

    /// `sentence` filled with a mark where the placeholder goes, cut there.
    init(_ sentence: (String) -> String) {
        let mark = "\u{E000}"
        let text = sentence(mark)
        guard let place = text.firstRange(of: mark) else {
            (before, after) = (text, "")
            return
        }
        (before, after) = (String(text[..<place.lowerBound]), String(text[place.upperBound...]))
    }
}
