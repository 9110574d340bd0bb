import GrovePlatform

/// The tags a history holds, found by looking for the `"tag"` key in its files' bytes
/// rather than reading their sessions: a shell completing `--tag` needs only the words,
/// and must have them in a few milliseconds from a forest of years.
struct HistoryTags {
    private(set) var tags: Set<String> = []
    /// Spellings already read, by hash, so a tag repeated in thousands of sessions is decoded once.
    private var known: [UInt64: [UInt8]] = [:]

    /// The length of `"tag"`.
    private static let keyLength = 5
    private static let quote = UInt8(ascii: "\"")

    /// Adds the tags in one file's bytes. Text that only looks like the key inside a
    /// string (a note quoting it) is escaped there, `\"tag\"`, and is passed over.
    mutating func scan(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        while let start = Platform.offset(of: Self.quote, in: bytes, from: index) {
            index = start + 1
            // Byte by byte, so that most quotes (other keys, values) are passed after one comparison.
            guard start + 4 < bytes.count, bytes[start + 1] == UInt8(ascii: "t"), bytes[start + 2] == UInt8(ascii: "a"),
                  bytes[start + 3] == UInt8(ascii: "g"), bytes[start + 4] == Self.quote, Self.isKeyStart(bytes, start)
            else { continue }
            var value = start + Self.keyLength
            Self.skipWhitespace(bytes, &value)
            guard value < bytes.count, bytes[value] == UInt8(ascii: ":") else { continue }
            value += 1
            Self.skipWhitespace(bytes, &value)
            guard value < bytes.count, bytes[value] == Self.quote else { continue }
            index = read(bytes, openingQuoteAt: value)
        }
    }

    /// Reads the string whose opening quote is at `open`; returns where to go on scanning.
    private mutating func read(_ bytes: UnsafeRawBufferPointer, openingQuoteAt open: Int) -> Int {
        var end = open + 1
        while end < bytes.count, bytes[end] != Self.quote, bytes[end] != UInt8(ascii: "\\") { end += 1 }
        guard end < bytes.count else { return end }
        if bytes[end] == Self.quote {
            let raw = UnsafeRawBufferPointer(rebasing: bytes[(open + 1)..<end])
            let hash = Self.hash(raw)
            if let spelling = known[hash], spelling.elementsEqual(raw) { return end + 1 }
            known[hash] = Array(raw)
            if let tag = String(validating: raw, as: UTF8.self) { tags.insert(tag) }
            return end + 1
        }
        // An escape: the JSON reader decodes it and finds the true closing quote.
        var cursor = JSONCursor(UnsafeRawBufferPointer(rebasing: bytes[open...]))
        guard let tag = try? cursor.readString() else { return open + 1 }
        tags.insert(tag)
        return open + cursor.offset
    }

    /// FNV-1a, enough to tell a handful of tags apart (a collision only costs a comparison).
    private static func hash(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in raw {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// A key follows the `{` or `,` before it, perhaps with whitespace between.
    private static func isKeyStart(_ bytes: UnsafeRawBufferPointer, _ index: Int) -> Bool {
        var before = index - 1
        while before >= 0, isWhitespace(bytes[before]) { before -= 1 }
        return before >= 0 && (bytes[before] == UInt8(ascii: "{") || bytes[before] == UInt8(ascii: ","))
    }

    private static func skipWhitespace(_ bytes: UnsafeRawBufferPointer, _ index: inout Int) {
        while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
