/// The `{name}` places of a catalog text that grove fills in: a name is a lower camel-case word. Other braces, such as a
/// JSON example's, are text.
enum Placeholders {
    /// The names in `text`, in order of first appearance.
    static func names(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            rest = rest[rest.index(after: open)...]
            let name = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            if let first = name.first, first.isLowercase, rest.dropFirst(name.count).first == "}", !names.contains(String(name)) {
                names.append(String(name))
            }
        }
        return names
    }
}
