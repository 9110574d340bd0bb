import GroveText
import Testing

@Suite("printable text: nothing that can command a terminal")
struct PrintableTextTests {
    @Test(arguments: ["écriture", "写作", "🌲deep", "plain words, with punctuation!", "👩🏽‍💻", ""])
    func printable(text: String) {
        #expect(PrintableText.isPrintable(text))
        #expect(PrintableText.escaped(text) == text)
    }

    @Test(arguments: [
        "\u{1B}[31mred", "bell\u{07}", "tab\there", "new\nline", "\u{9B}2J", "del\u{7F}", "\u{202E}txet", "bad\u{FFFD}utf8",
        "\u{2028}",
    ])
    func notPrintable(text: String) {
        #expect(!PrintableText.isPrintable(text))
        #expect(PrintableText.isPrintable(PrintableText.escaped(text)))
    }

    @Test func escapedSpellsTheScalarOut() {
        #expect(PrintableText.escaped("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
    }

    @Test func aQuotedValueIsWholeWhenShort() {
        #expect(PrintableText.quoted("writing") == "'writing'")
        #expect(PrintableText.quoted("a\u{1B}b", mark: "\"") == "\"a\\u{1B}b\"")
    }

    @Test func aLongQuotedValueShowsItsStartAndItsLength() {
        let shown = PrintableText.quoted(String(repeating: "x", count: 100_000))
        #expect(shown.hasPrefix("'xxxx") && shown.hasSuffix("…' (100000 characters)") && shown.count < 80)
        // One character may carry any number of marks: its scalars are bounded too.
        let piled = "a" + String(repeating: "\u{301}", count: 100_000)
        #expect(PrintableText.quoted(piled).unicodeScalars.count < 200)
        let escapes = String(repeating: "\u{1B}", count: 100_000)
        #expect(PrintableText.quoted(escapes).count < 400)
    }
}
