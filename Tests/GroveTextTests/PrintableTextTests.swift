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
}
