/// grove's one JSON writer: strings and numbers exactly as `JSONEncoder` writes
/// them, for the store's files and every `--json` output alike, at a fraction of
/// `JSONEncoder`'s cost (it sorts keys and boxes every value).
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 64) {
        bytes.reserveCapacity(capacity)
    }

    /// Text that needs no escaping: punctuation and keys.
    public mutating func append(raw literal: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Bytes that need no escaping, prepared once: keys built from field names.
    public mutating func append(raw prepared: [UInt8]) {
        bytes.append(contentsOf: prepared)
    }

    /// An object's key and its colon.
    public mutating func append(key: some CodingKey) {
        append(string: key.stringValue)
        bytes.append(UInt8(ascii: ":"))
    }

    /// A whole number.
    public mutating func append(integer number: Int) {
        bytes.append(contentsOf: String(number).utf8)
    }

    /// A number in the shortest form that reads back as the same `Double`, without a `.0` on whole numbers.
    public mutating func append(number: Double) {
        var text = number.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// A quoted string with `"`, `\`, `/` and control characters escaped; everything else as UTF-8.
    public mutating func append(string: String) {
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

    /// `text` as one quoted JSON string.
    public static func quoted(_ text: String) -> String {
        var writer = JSONWriter(capacity: text.utf8.count + 2)
        writer.append(string: text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// A finite number as JSON writes it; nil for infinities and NaN, which JSON cannot hold.
    public static func number(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        var writer = JSONWriter(capacity: 24)
        writer.append(number: value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
