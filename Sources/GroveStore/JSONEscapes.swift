/// Resolves the backslash escapes of a JSON string (`\"`, `\n`, `\u00e9`, surrogate
/// pairs such as `\ud83c\udf33`), refusing what `JSONDecoder` refuses.
enum JSONEscapes {
    /// What is wrong with an escape, in words.
    struct Problem: Error {
        let description: String
    }

    /// The string `text` (the bytes between the quotes) stands for, or nil when the
    /// result is not valid UTF-8.
    static func resolve(_ text: UnsafeRawBufferPointer) throws(Problem) -> String? {
        var resolved: [UInt8] = []
        resolved.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                resolved.append(byte)
                continue
            }
            guard index < text.count else { throw Problem(description: "a string ends in the middle of an escape") }
            let escaped = text[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): resolved.append(escaped)
            case UInt8(ascii: "b"): resolved.append(0x08)
            case UInt8(ascii: "f"): resolved.append(0x0C)
            case UInt8(ascii: "n"): resolved.append(0x0A)
            case UInt8(ascii: "r"): resolved.append(0x0D)
            case UInt8(ascii: "t"): resolved.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = try unicodeEscape(in: text, at: &index)
                UTF8.encode(scalar) { resolved.append($0) }
            default:
                throw Problem(description: "a string holds the unknown escape \\\(Character(Unicode.Scalar(escaped)))")
            }
        }
        return String(validating: resolved, as: UTF8.self)
    }

    /// Reads the hex digits after `\u`, and a second escape for a surrogate pair.
    private static func unicodeEscape(in text: UnsafeRawBufferPointer, at index: inout Int) throws(Problem) -> Unicode.Scalar {
        let first = try hexQuad(in: text, at: &index)
        switch first {
        case 0xD800...0xDBFF:
            guard index + 1 < text.count, text[index] == UInt8(ascii: "\\"), text[index + 1] == UInt8(ascii: "u") else {
                throw Problem(description: "a string holds half of a surrogate pair (\\u\(hex(first))) without the other half")
            }
            index += 2
            let second = try hexQuad(in: text, at: &index)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw Problem(description: "a string holds \\u\(hex(first)) followed by \\u\(hex(second)), which is not a surrogate pair")
            }
            return try scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        case 0xDC00...0xDFFF:
            throw Problem(description: "a string holds half of a surrogate pair (\\u\(hex(first))) without the other half")
        default:
            return try scalar(first)
        }
    }

    private static func scalar(_ value: UInt32) throws(Problem) -> Unicode.Scalar {
        guard let scalar = Unicode.Scalar(value) else {
            throw Problem(description: "a string holds the invalid character \\u\(hex(value))")
        }
        return scalar
    }

    private static func hexQuad(in text: UnsafeRawBufferPointer, at index: inout Int) throws(Problem) -> UInt32 {
        guard index + 4 <= text.count else { throw Problem(description: "a string ends inside a \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = text[index]
            let digit: UInt8 = switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: throw Problem(description: "a \\u escape holds something other than four hex digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
