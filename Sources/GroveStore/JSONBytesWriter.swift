/// Builds JSON text as bytes, writing strings and numbers exactly as
/// `JSONEncoder` writes them, so files grove writes by hand read and diff the
/// same as before, at a fraction of the cost (`JSONEncoder` sorts keys and
/// boxes every value for each session it writes).
struct JSONBytesWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Text that needs no escaping: punctuation and keys.
    mutating func append(raw literal: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// A whole number.
    mutating func append(integer number: Int) {
        bytes.append(contentsOf: String(number).utf8)
    }

    /// A number in the shortest form that reads back as the same `Double`, without a `.0` on whole numbers.
    mutating func append(number: Double) {
        var text = number.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// A quoted string with `"`, `\`, `/` and control characters escaped; everything else as UTF-8.
    mutating func append(string: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0x08: escape("b")
            case 0x0C: escape("f")
            case 0x0A: escape("n")
            case 0x0D: escape("r")
            case 0x09: escape("t")
            case 0x00..<0x20:
                append(raw: "\\u00")
                bytes.append(Self.hexDigit(byte >> 4))
                bytes.append(Self.hexDigit(byte & 0x0F))
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ letter: Unicode.Scalar) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(UInt8(ascii: letter))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
