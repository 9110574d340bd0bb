import Foundation
import GroveCore
import GroveTestSupport
import Testing

/// grove's one JSON writer against the toolchain's encoder and decoder, over
/// every class of character a tag, note or path can hold.
@Suite("one JSON writer")
struct JSONWriterTests {
    static let samples: [String] = [
        "", "plain", "quote \" and backslash \\", "slash / and </script>", "line\nfeed\rreturn\ttab",
        "\u{0}\u{1}\u{8}\u{C}\u{1B}[31m\u{1F}", "\u{7F} delete", "écriture", "写作", "🌲deep", "👩‍💻 zwj",
        "\u{10FFFF} last scalar", "\u{2028} line separator",
    ]

    @Test(arguments: samples)
    func stringsReadBackAsWrittenAndMatchJSONEncoder(text: String) throws {
        let written = JSONWriter.quoted(text)
        #expect(try JSONDecoder().decode(String.self, from: Data(written.utf8)) == text)
        let encoded = String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
        #expect(written == encoded)
        let serialized = try JSONSerialization.jsonObject(with: Data("[\(written)]".utf8)) as? [String]
        #expect(serialized == [text])
    }

    @Test func seededRandomStringsRoundTrip() throws {
        var random = SeededGenerator(seed: 2026)
        for _ in 0..<2000 {
            let text = String(String.UnicodeScalarView((0..<Int(random.next() % 12)).compactMap { _ in
                let pick = random.next() % 4
                let value: UInt64 = switch pick {
                case 0: random.next() % 0x80
                case 1: random.next() % 0x800
                case 2: random.next() % 0x10000
                default: 0x10000 + random.next() % 0x100000
                }
                return Unicode.Scalar(UInt32(value))
            }))
            let written = JSONWriter.quoted(text)
            #expect(try JSONDecoder().decode(String.self, from: Data(written.utf8)) == text, "\(Array(text.unicodeScalars))")
        }
    }

    @Test func numbersAreWrittenAsJSONEncoderWritesThem() throws {
        for value in [0, 1, -1, 1500, 0.5, 1.0 / 3, 1e15, 1e16, 123456.789, -2.25] {
            #expect(JSONWriter.number(value) == String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
        }
        #expect(JSONWriter.number(.infinity) == nil && JSONWriter.number(.nan) == nil)
    }
}
