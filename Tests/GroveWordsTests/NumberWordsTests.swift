import GroveWords
import Testing

/// Numbers in each language's way, from its catalog.
@Suite("numbers in words")
struct NumberWordsTests {
    @Test(arguments: [
        (Language.en, 1_234_567, "1,234,567"), (.de, 1_234, "1.234"), (.fr, 1_234, "1\u{202F}234"), (.ru, 12_345, "12\u{202F}345"),
        (.es, 1_234, "1234"), (.es, 12_345, "12.345"), (.ptBR, 1_000, "1.000"), (.ja, 1_000, "1,000"), (.en, 999, "999"),
        (.en, -1_500, "-1,500"), (.de, 0, "0"),
    ])
    func wholeNumbersAreGroupedAsTheLanguageGroupsThem(language: Language, value: Int, written: String) {
        #expect(Words.$language.withValue(language) { Words.number(value) } == written)
    }

    @Test(arguments: [
        (Language.en, 2.5, 1, "2.5"), (.de, 2.5, 1, "2,5"), (.fr, 1234.56, 2, "1\u{202F}234,56"), (.en, 0.04, 1, "0.0"),
        (.en, 9.96, 1, "10.0"), (.en, -2.25, 1, "-2.3"),
    ])
    func decimalsTakeTheLanguagesMark(language: Language, value: Double, decimals: Int, written: String) {
        #expect(Words.$language.withValue(language) { Words.number(value, decimals: decimals) } == written)
    }

    @Test func numbersStayNumbersInThePseudoLanguage() {
        #expect(Words.$language.withValue(.pseudo) { Words.number(12_345) } == "12,345")
    }
}
