import GroveGenerator

/// The colours the colour layers may name, read from `palette.txt`: a line is
/// `letter red green blue name`, such as `g 76 153 0 leaf-green`.
struct Palette {
    struct Entry {
        let letter: Character
        let red: UInt8
        let green: UInt8
        let blue: UInt8
        let name: String
    }

    /// In the order they are listed.
    let entries: [Entry]

    func contains(_ letter: Character) -> Bool {
        entries.contains { $0.letter == letter }
    }

    /// Reads the palette from the text of `file`, reporting every bad line.
    static func parse(_ text: String, file: String) -> (Palette, [Diagnostic]) {
        var entries: [Entry] = []
        var problems: [Diagnostic] = []
        var firstLine: [Character: Int] = [:]
        for (number, line) in SourceLines.numbered(text) {
            if line.isEmpty || line.hasPrefix("#") { continue }
            func report(_ message: String) {
                problems.append(Diagnostic(file: file, line: number, message: message))
            }
            let fields = line.split(whereSeparator: \.isWhitespace).map(String.init)
            guard fields.count == 5 else {
                report("a palette line is 'letter red green blue name', such as 'g 76 153 0 leaf-green'")
                continue
            }
            guard fields[0].count == 1, let letter = fields[0].first, letter.isASCII,
                  letter.isLetter || letter.isNumber else {
                report("'\(fields[0])' is not a colour letter; use one ASCII letter or digit")
                continue
            }
            let components = fields[1...3].map { UInt8($0) }
            guard let red = components[0], let green = components[1], let blue = components[2] else {
                report("red, green and blue are whole numbers from 0 to 255")
                continue
            }
            let name = fields[4]
            guard name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }) else {
                report("'\(name)' is not a colour name; use lowercase letters, digits and '-'")
                continue
            }
            if let earlier = firstLine[letter] {
                report("colour letter '\(letter)' is already defined on line \(earlier)")
                continue
            }
            firstLine[letter] = number
            entries.append(Entry(letter: letter, red: red, green: green, blue: blue, name: name))
        }
        if entries.isEmpty && problems.isEmpty {
            problems.append(Diagnostic(file: file, line: 1, message: "the palette defines no colours"))
        }
        return (Palette(entries: entries), problems)
    }
}
