/// The tags a history file holds, found by looking for the `"tag"` key in its bytes
/// rather than reading its sessions: a shell completing `--tag` needs only the words,
/// and must have them in a few milliseconds from a forest of years.
enum HistoryTags {
    private static let key = Array("\"tag\"".utf8)

    /// Adds every tag in `bytes` to `tags`. Text that only looks like the key inside
    /// a string (a note quoting it) is escaped there, `\"tag\"`, and is passed over.
    static func scan(_ bytes: UnsafeRawBufferPointer, into tags: inout Set<String>) {
        var index = 0
        let end = bytes.count - key.count
        while index < end {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "\""), isKeyStart(bytes, index),
                  zip(key.indices, key).allSatisfy({ bytes[index + $0] == $1 })
            else { continue }
            index += key.count
            skipWhitespace(bytes, &index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { continue }
            index += 1
            skipWhitespace(bytes, &index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { continue }
            var cursor = JSONCursor(UnsafeRawBufferPointer(rebasing: bytes[index...]))
            guard let tag = try? cursor.readString() else { continue }
            tags.insert(tag)
            index += cursor.offset - 1
        }
    }

    /// A key follows the `{` or `,` before it, perhaps with whitespace between.
    private static func isKeyStart(_ bytes: UnsafeRawBufferPointer, _ index: Int) -> Bool {
        var before = index - 1
        while before >= 0, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[before]) {
            before -= 1
        }
        return before >= 0 && (bytes[before] == UInt8(ascii: "{") || bytes[before] == UInt8(ascii: ","))
    }

    private static func skipWhitespace(_ bytes: UnsafeRawBufferPointer, _ index: inout Int) {
        while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[index]) {
            index += 1
        }
    }
}
