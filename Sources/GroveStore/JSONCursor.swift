/// A reading position in JSON text held as bytes, counting lines as it goes.
///
/// It reads the tokens the history reader needs (strings, numbers, punctuation)
/// and skips whole values it has no use for. It accepts only what JSON's grammar
/// allows, as strictly as `JSONDecoder`, so text it reads gives the same values;
/// anything it refuses is reported as a ``ScanFailure`` with the line.
struct JSONCursor {
    private let bytes: UnsafeRawBufferPointer
    private(set) var offset = 0
    /// The 1-based line of `offset`; newlines occur only in whitespace, so only skipping whitespace counts them.
    private(set) var line = 1

    /// How deeply an unknown value may nest before the reader gives up on it.
    private static let maximumDepth = 512

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// A position to come back to, when a fast path finds something it does not expect.
    struct Mark {
        fileprivate let offset: Int
        fileprivate let line: Int
    }

    var mark: Mark { Mark(offset: offset, line: line) }

    mutating func reset(to mark: Mark) {
        offset = mark.offset
        line = mark.line
    }

    /// The byte at the position, or 0 at the end (0 is never valid there, so it fails like any stray byte).
    var current: UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: return
            }
            offset += 1
        }
    }

    /// Steps over `byte`, or fails saying what was expected instead.
    mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) throws(ScanFailure) {
        guard current == byte else { throw failure("expected \(what()), found \(describeCurrent())") }
        offset += 1
    }

    /// Steps over `byte` if it is next.
    mutating func skip(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        offset += 1
        return true
    }

    /// Steps over `literal` if the text continues with exactly it.
    ///
    /// Always inlined: with the literal known at the call, the length tests fold away
    /// and what is left is a few word comparisons, cheaper than a call to memcmp.
    @inline(__always)
    mutating func skipLiteral(_ literal: StaticString) -> Bool {
        skip(UnsafeRawPointer(literal.utf8Start), count: literal.utf8CodeUnitCount)
    }

    /// Steps over `prepared` (bytes built once, such as a key from a field's name) if the text continues with exactly it.
    @inline(__always)
    mutating func skipLiteral(_ prepared: [UInt8]) -> Bool {
        prepared.withUnsafeBytes { skip($0.baseAddress!, count: $0.count) }
    }

    @inline(__always)
    private mutating func skip(_ expected: UnsafeRawPointer, count: Int) -> Bool {
        guard bytes.count - offset >= count, let base = bytes.baseAddress else { return false }
        let text = base + offset
        func same<Word: FixedWidthInteger>(_: Word.Type, at index: Int) -> Bool {
            text.loadUnaligned(fromByteOffset: index, as: Word.self) == expected.loadUnaligned(fromByteOffset: index, as: Word.self)
        }
        // Whole words, the last one overlapping the one before when the length is not a multiple.
        var matches = true
        if count >= 8 {
            var index = 0
            while index + 8 < count {
                matches = matches && same(UInt64.self, at: index)
                index += 8
            }
            matches = matches && same(UInt64.self, at: count - 8)
        } else if count >= 4 {
            matches = same(UInt32.self, at: 0) && same(UInt32.self, at: count - 4)
        } else {
            for index in 0..<count { matches = matches && same(UInt8.self, at: index) }
        }
        if matches { offset += count }
        return matches
    }

    func failure(_ problem: String) -> ScanFailure {
        ScanFailure(line: line, problem: problem)
    }

    /// The next byte in words, for messages.
    func describeCurrent() -> String {
        guard !isAtEnd else { return "the end of the file" }
        let byte = current
        return (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
    }

    // MARK: Strings

    /// A string's text as it appears in the file, before escapes are resolved.
    struct RawString {
        /// The bytes between the quotes.
        let text: UnsafeRawBufferPointer
        /// Whether any escape (`\`) occurs, so `text` is not yet the string.
        let isEscaped: Bool
        /// Whether every byte is ASCII, so `text` is valid UTF-8 as it stands.
        let isASCII: Bool
    }

    /// Reads a string without resolving it: cheap, for names compared byte by byte.
    mutating func readRawString() throws(ScanFailure) -> RawString {
        try expect(UInt8(ascii: "\""), "a string")
        let start = offset
        var isEscaped = false
        var isASCII = true
        while true {
            guard offset < bytes.count else { throw failure("a string is not closed before the end of the file") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                isEscaped = true
                // Step over the escaped byte so an escaped quote does not end the string.
                offset += 2
                continue
            }
            if byte < 0x20 { throw failure("a string holds the control character \(byte); JSON needs it escaped") }
            if byte >= 0x80 { isASCII = false }
            offset += 1
        }
        let text = UnsafeRawBufferPointer(rebasing: bytes[start..<offset])
        offset += 1
        return RawString(text: text, isEscaped: isEscaped, isASCII: isASCII)
    }

    /// Fast path: a string without escapes, or nil (at an unspecified position) for anything else.
    mutating func readPlainString() -> String? {
        readPlainRawString().flatMap(Self.plainString)
    }

    /// The string a plain `raw` stands for, or nil when it is not valid UTF-8.
    static func plainString(_ raw: RawString) -> String? {
        raw.isASCII ? String(decoding: raw.text, as: UTF8.self) : String(validating: raw.text, as: UTF8.self)
    }

    /// Fast path: the text of a string without escapes, or nil (at an unspecified position) for anything else.
    mutating func readPlainRawString() -> RawString? {
        guard let base = bytes.baseAddress, byte(at: offset) == UInt8(ascii: "\"") else { return nil }
        let start = offset + 1
        let end = bytes.count
        var index = start
        var isASCII = true
        // Eight bytes at a time, jumping straight to the first that ends the string or is not plain.
        while index + 8 <= end {
            let word = ByteWord(base, at: index)
            let plain = word.firstStringStop ?? 8
            if word.hasNonASCII(inFirst: plain) { isASCII = false }
            index += plain
            if plain < 8 { break }
        }
        // The last few bytes of the file, one at a time.
        while index < end, case let byte = base.load(fromByteOffset: index, as: UInt8.self),
              byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        guard index < end, base.load(fromByteOffset: index, as: UInt8.self) == UInt8(ascii: "\"") else { return nil }
        offset = index + 1
        return RawString(text: UnsafeRawBufferPointer(start: base + start, count: index - start), isEscaped: false, isASCII: isASCII)
    }

    mutating func readString() throws(ScanFailure) -> String {
        try string(from: try readRawString())
    }

    /// The string `raw` stands for, with escapes resolved and its UTF-8 checked.
    func string(from raw: RawString) throws(ScanFailure) -> String {
        let text: String?
        if raw.isEscaped {
            do {
                text = try JSONEscapes.resolve(raw.text)
            } catch {
                throw failure(error.description)
            }
        } else {
            text = Self.plainString(raw)
        }
        guard let text else { throw failure("a string is not valid UTF-8") }
        return text
    }

    // MARK: Numbers

    /// A number's parts, checked against JSON's grammar.
    struct NumberToken {
        let text: UnsafeRawBufferPointer
        let negative: Bool
        /// All the digits as one integer, or nil when they do not fit in 64 bits.
        let significand: UInt64?
        /// The power of ten that scales `significand` to the number.
        let exponent: Int
        /// No fraction and no exponent.
        let isWhole: Bool
    }

    /// Reads a number as JSON writes it: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    mutating func readNumberToken() throws(ScanFailure) -> NumberToken {
        let start = offset
        let negative = skip(UInt8(ascii: "-"))
        var significand: UInt64? = 0
        var exponent = 0
        func addDigit(_ digit: UInt8) {
            guard let value = significand else { return }
            let (times10, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowPlus) = times10.addingReportingOverflow(UInt64(digit))
            significand = overflowTimes || overflowPlus ? nil : sum
        }
        guard isDigit(current) else { throw failure("expected a number, found \(describeCurrent())") }
        if current == UInt8(ascii: "0") {
            offset += 1
            if isDigit(current) { throw failure("a number starts with a 0 followed by more digits") }
        } else {
            while isDigit(current) {
                addDigit(current - UInt8(ascii: "0"))
                offset += 1
            }
        }
        var isWhole = true
        if skip(UInt8(ascii: ".")) {
            isWhole = false
            guard isDigit(current) else { throw failure("a number's decimal point is not followed by a digit") }
            while isDigit(current) {
                addDigit(current - UInt8(ascii: "0"))
                exponent -= 1
                offset += 1
            }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isWhole = false
            offset += 1
            let negativeExponent = current == UInt8(ascii: "-")
            if negativeExponent || current == UInt8(ascii: "+") { offset += 1 }
            guard isDigit(current) else { throw failure("a number's exponent has no digits") }
            var written = 0
            while isDigit(current) {
                // Beyond any Double's range already; capping keeps the sum from overflowing.
                written = min(written * 10 + Int(current - UInt8(ascii: "0")), 100_000)
                offset += 1
            }
            exponent += negativeExponent ? -written : written
        }
        return NumberToken(
            text: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), negative: negative,
            significand: significand, exponent: exponent, isWhole: isWhole)
    }

    /// Reads a number as the `Double` JSONDecoder would give.
    mutating func readDouble() throws(ScanFailure) -> Double {
        let token = try readNumberToken()
        guard let value = ExactDecimal.value(
            negative: token.negative, significand: token.significand, exponent: token.exponent, token: token.text)
        else {
            throw failure("the number \(String(decoding: token.text, as: UTF8.self)) is out of range (or a zero written with an exponent)")
        }
        return value
    }

    /// Fast path: a number without an exponent and with at most 19 digits, as grove writes
    /// nearly all of them, or nil (at an unspecified position) for anything else.
    mutating func readPlainDouble() -> Double? {
        guard let base = bytes.baseAddress else { return nil }
        let end = bytes.count
        let start = offset
        var index = start
        let negative = byte(at: index) == UInt8(ascii: "-")
        if negative { index += 1 }
        var significand: UInt64 = 0
        let integerStart = index
        if byte(at: index) == UInt8(ascii: "0") {
            index += 1
        } else {
            Self.addDigits(base, end: end, at: &index, to: &significand)
        }
        let integerDigits = index - integerStart
        var fractionDigits = 0
        if integerDigits > 0, byte(at: index) == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            Self.addDigits(base, end: end, at: &index, to: &significand)
            fractionDigits = index - fractionStart
            if fractionDigits == 0 { return nil }
        }
        // Up to 19 digits cannot overflow 64 bits, so the wrapping arithmetic is exact.
        // A digit after a leading 0, or an exponent, is left to the general reader.
        let next = byte(at: index)
        guard integerDigits > 0, integerDigits + fractionDigits <= 19,
              !isDigit(next), next != UInt8(ascii: "e"), next != UInt8(ascii: "E")
        else { return nil }
        offset = index
        return ExactDecimal.value(
            negative: negative, significand: significand, exponent: -fractionDigits,
            token: UnsafeRawBufferPointer(start: base + start, count: index - start))
    }

    /// Reads a run of digits into `significand` (wrapping past 19 digits; the caller refuses those),
    /// up to eight at a time.
    @inline(__always)
    private static func addDigits(_ base: UnsafeRawPointer, end: Int, at index: inout Int, to significand: inout UInt64) {
        while index + 8 <= end {
            let word = ByteWord(base, at: index)
            let count = word.leadingDigitCount
            guard count > 0 else { return }
            significand = significand &* ByteWord.power(ofTen: count) &+ word.leadingDigitsValue(count)
            index += count
            if count < 8 { return }
        }
        while index < end, case let digit = base.load(fromByteOffset: index, as: UInt8.self) &- UInt8(ascii: "0"), digit < 10 {
            significand = significand &* 10 &+ UInt64(digit)
            index += 1
        }
    }

    /// The byte at `index`, or 0 past the end.
    private func byte(at index: Int) -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    // MARK: Skipping

    // MARK: Objects and arrays

    /// The two kinds of container, by their brackets.
    enum Container {
        case object, array

        fileprivate var closing: UInt8 { self == .object ? UInt8(ascii: "}") : UInt8(ascii: "]") }
        fileprivate var opening: UInt8 { self == .object ? UInt8(ascii: "{") : UInt8(ascii: "[") }
    }

    /// Steps over the bracket that opens `container` (`what` names it for a failure) and the
    /// whitespace after; true when a member follows, false (past the closing bracket) when it is empty.
    ///
    /// Every object and array is walked the same way:
    ///
    ///     if try cursor.open(.object, "a session") {
    ///         repeat { let key = try cursor.readKey(); … } while try cursor.another(in: .object, "…")
    ///     }
    mutating func open(_ container: Container, _ what: @autoclosure () -> String) throws(ScanFailure) -> Bool {
        try expect(container.opening, what())
        skipWhitespace()
        return !skip(container.closing)
    }

    /// An object member's key, as written, stepping over it, its colon and the whitespace around them.
    mutating func readKey() throws(ScanFailure) -> RawString {
        skipWhitespace()
        let key = try readRawString()
        skipWhitespace()
        try expect(UInt8(ascii: ":"), "':' after a name")
        skipWhitespace()
        return key
    }

    /// After a member or element: true (past the comma and whitespace) when another follows, else
    /// steps over the bracket that closes `container`, or fails saying `what` was expected.
    mutating func another(in container: Container, _ what: @autoclosure () -> String) throws(ScanFailure) -> Bool {
        skipWhitespace()
        if skip(UInt8(ascii: ",")) {
            skipWhitespace()
            return true
        }
        try expect(container.closing, what())
        return false
    }

    /// Steps over one whole value of any kind, checking its grammar.
    mutating func skipValue(depth: Int = 0) throws(ScanFailure) {
        guard depth < Self.maximumDepth else { throw failure("values nest more than \(Self.maximumDepth) deep") }
        switch current {
        case UInt8(ascii: "\""):
            _ = try readString()
        case UInt8(ascii: "{"):
            guard try open(.object, "'{'") else { return }
            repeat {
                _ = try string(from: try readKey())
                try skipValue(depth: depth + 1)
            } while try another(in: .object, "',' or '}'")
        case UInt8(ascii: "["):
            guard try open(.array, "'['") else { return }
            repeat {
                try skipValue(depth: depth + 1)
            } while try another(in: .array, "',' or ']'")
        case UInt8(ascii: "t"): try skipWord("true")
        case UInt8(ascii: "f"): try skipWord("false")
        case UInt8(ascii: "n"): try skipWord("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try readDouble()
        default:
            throw failure("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func skipWord(_ word: StaticString) throws(ScanFailure) {
        let text = UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard offset + text.count <= bytes.count, text.elementsEqual(bytes[offset..<offset + text.count]) else {
            throw failure("expected a value, found \(describeCurrent())")
        }
        offset += text.count
    }
}
