import GroveText
import GroveWords

/// Where JSON text first breaks strict RFC 8259 (no trailing comma, no comment) or repeats a key in an object, by line and
/// column: `JSONDecoder` only says "not valid JSON" and accepts both silently. Values are left to `JSONDecoder`.
public struct JSONSyntaxProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// Counted from 1; the column counts characters, not bytes.
    public let line: Int
    public let column: Int
    public let problem: String

    public var description: String { Words.Data.syntaxAt(line: Words.number(line), column: Words.number(column), problem: problem) }

    /// The first problem in `bytes`, or nil when they hold one well-formed JSON value.
    public static func find(in bytes: some Collection<UInt8>) -> JSONSyntaxProblem? {
        let text = Array(bytes)
        var scanner = Scanner(bytes: text)
        do {
            try scanner.document()
            return nil
        } catch {
            var line = 1, column = 1
            for byte in text[..<min(error.offset, text.count)] where byte & 0xC0 != 0x80 {
                if byte == UInt8(ascii: "\n") { (line, column) = (line + 1, 1) } else { column += 1 }
            }
            return JSONSyntaxProblem(line: line, column: column, problem: error.problem)
        }
    }
}

/// A problem and the byte offset where it is.
private struct Located: Error {
    let offset: Int
    let problem: String
}

private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    /// Deeper than this is refused rather than risking the stack.
    static let maximumDepth = 500

    mutating func document() throws(Located) {
        skipSpace()
        try value()
        skipSpace()
        if index < bytes.count { throw fail(Words.Data.afterTheEnd(found: found())) }
    }

    private mutating func value() throws(Located) {
        guard index < bytes.count else { throw fail(Words.Data.endsWhereValue) }
        switch bytes[index] {
        case UInt8(ascii: "{"): try container(closing: UInt8(ascii: "}"))
        case UInt8(ascii: "["): try container(closing: UInt8(ascii: "]"))
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default:
            throw fail(Words.Data.expectedValue(found: found()))
        }
    }

    /// An object (closed by `}`) or an array (closed by `]`), from its opening bracket.
    private mutating func container(closing: UInt8) throws(Located) {
        let isObject = closing == UInt8(ascii: "}")
        let opened = index
        depth += 1
        guard depth <= Self.maximumDepth else { throw fail(Words.Data.nestedTooDeep(depth: String(Self.maximumDepth))) }
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == closing {
            index += 1
            depth -= 1
            return
        }
        var keys: Set<[UInt8]> = []
        while true {
            if isObject {
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    if index < bytes.count, bytes[index] == closing { throw fail(Words.Data.trailingCommaInObject) }
                    throw fail(Words.Data.expectedKey(found: found()))
                }
                let start = index
                let key = try string()
                guard keys.insert(key).inserted else {
                    let shown = PrintableText.escaped(String(decoding: key, as: UTF8.self))
                    throw Located(offset: start, problem: Words.Data.repeatedKey(key: shown))
                }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw fail(Words.Data.expectedColon(found: found()))
                }
                index += 1
                skipSpace()
            } else if index < bytes.count, bytes[index] == closing {
                throw fail(Words.Data.trailingCommaInArray)
            }
            try value()
            skipSpace()
            guard index < bytes.count else {
                throw Located(
                    offset: opened, problem: isObject ? Words.Data.objectNotClosed : Words.Data.arrayNotClosed)
            }
            if bytes[index] == closing { break }
            guard bytes[index] == UInt8(ascii: ",") else {
                throw fail(isObject ? Words.Data.expectedCommaInObject(found: found()) : Words.Data.expectedCommaInArray(found: found()))
            }
            index += 1
            skipSpace()
        }
        index += 1
        depth -= 1
    }

    /// A string from its opening quote; returns its content, escapes resolved, for comparing keys.
    private mutating func string() throws(Located) -> [UInt8] {
        let opened = index
        index += 1
        var content: [UInt8] = []
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return content
            case ..<0x20:
                throw fail(Words.Data.controlInString)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                if bytes[index] == UInt8(ascii: "u") {
                    guard index + 4 < bytes.count, let code = UInt32(String(decoding: bytes[(index + 1)...(index + 4)], as: UTF8.self), radix: 16) else {
                        throw fail(Words.Data.badUnicodeEscape)
                    }
                    content += Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
                    index += 5
                } else {
                    guard let resolved = Self.escapes[bytes[index]] else {
                        throw fail(Words.Data.unknownEscape(found: found()))
                    }
                    content.append(resolved)
                    index += 1
                }
            case let byte:
                content.append(byte)
                index += 1
            }
        }
        throw Located(offset: opened, problem: Words.Data.stringNotClosed)
    }

    private static let escapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "/"): UInt8(ascii: "/"),
        UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    private mutating func number() throws(Located) {
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        try digits()
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
            throw Located(offset: integerStart, problem: Words.Data.leadingZero)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            try digits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            try digits()
        }
    }

    private mutating func digits() throws(Located) {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        if index == start { throw fail(Words.Data.expectedDigit(found: found())) }
    }

    private mutating func literal(_ word: String) throws(Located) {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else { throw fail(Words.Data.expectedLiteral(found: found())) }
        index += expected.count
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// What stands at the current place, as a person reads it.
    private func found() -> String {
        guard index < bytes.count else { return Words.Data.endOfText }
        let character = String(decoding: bytes[index..<min(bytes.count, index + 4)], as: UTF8.self).first.map(String.init) ?? "?"
        return "'\(PrintableText.escaped(character))'"
    }

    private func fail(_ problem: String) -> Located {
        Located(offset: index, problem: problem)
    }
}
