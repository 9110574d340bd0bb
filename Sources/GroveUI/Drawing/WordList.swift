import GroveWords

/// A list of names or titles in the language's words: "ana", "ana and bo", "ana, bo and cy".
enum WordList {
    static func sentence(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return Words.Game.listLast(list: items.dropLast().joined(separator: Words.Game.listSeparator), last: last)
    }
}
