import GroveWords

/// A list as a sentence says it, in the language in use: "a", "a and b", "a, b and c".
enum SpokenList {
    static func joined(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        let pair = Words.Command.listPair(first: items[items.count - 2], last: last)
        return items.dropLast(2).reversed().reduce(pair) { Words.Command.listItem(first: $1, next: $0) }
    }
}
