import Testing
import GroveCore

@Suite("numbers for people")
struct NumberTextTests {
    @Test(arguments: [
        (0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (12_345, "12,345"), (1_234_567, "1,234,567"), (-1200, "-1,200"),
    ])
    func thousandsAreGroupedWithCommas(value: Int, text: String) {
        #expect(NumberText.grouped(value) == text)
    }
}
