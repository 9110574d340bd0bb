/// The texts of the language in use, as the generated accessors read them: the template of an entry, its placeholders'
/// values put in their places, the plural form its count takes.
enum Catalog {
    static func text(_ entry: Int) -> String {
        fill(entry, [])
    }

    /// A format (a digit separator, a pattern of numbers): never made pseudo, so numbers stay numbers.
    static func format(_ entry: Int) -> String {
        let language = Words.language
        return string(template(entry, in: language == .pseudo ? .en : language))
    }

    static func fill(_ entry: Int, _ values: [String]) -> String {
        let language = Words.language
        return filled(shown(string(template(entry, in: language)), in: language), values)
    }

    static func plural(_ entry: Int, count: Int, _ values: [String]) -> String {
        let language = Words.language
        let forms = string(template(entry, in: language)).split(separator: "\u{1F}", omittingEmptySubsequences: false)
        let form = forms[min(max(0, language.pluralForm(count)), forms.count - 1)]
        return filled(shown(String(form), in: language), values)
    }

    private static func string(_ text: StaticString) -> String {
        text.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }

    /// `template` with each marker (U+0001 and a digit) replaced by the value at that position.
    private static func filled(_ template: String, _ values: [String]) -> String {
        guard !values.isEmpty else { return template }
        var result = ""
        var scalars = template.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{01}", let digit = scalars.next(), let position = Int(String(digit)), position < values.count else {
                result.unicodeScalars.append(scalar)
                continue
            }
            result += values[position]
        }
        return result
    }

    /// The text as `language` shows it: the pseudo-language accents English's letters, makes it 40 % longer and puts it in
    /// brackets, so a layout that cuts it or a literal that escaped the catalog shows.
    private static func shown(_ text: String, in language: Language) -> String {
        guard language == .pseudo else { return text }
        var result = "["
        var letters = 0
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{01}", let digit = scalars.next() {
                result.unicodeScalars.append(scalar)
                result.unicodeScalars.append(digit)
                continue
            }
            if let accented = PseudoLetters.accented[scalar] {
                letters += 1
                result.unicodeScalars.append(accented)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + String(repeating: "~", count: (letters * 2 + 4) / 5) + "]"
    }
}
