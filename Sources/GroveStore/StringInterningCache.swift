/// The last few short strings one field took, so a value that repeats from
/// session to session (a tag, a species) is reused instead of built again.
///
/// Building a `String` checks and copies its bytes; looking one up here is two
/// integer comparisons per entry, which matters when a view reads a forest of
/// hundreds of thousands of sessions that share a handful of tags.
struct StringInterningCache {
    /// Up to 16 bytes of text, as two words plus the length: compared without a loop.
    private struct Key: Equatable {
        var words: (UInt64, UInt64) = (0, 0)
        var count = 0

        init?(_ text: UnsafeRawBufferPointer) {
            guard text.count <= 16 else { return nil }
            withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: text) }
            count = text.count
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.count == rhs.count && lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1
        }
    }

    private static let capacity = 8
    private var keys: [Key] = []
    private var values: [String] = []
    /// The entry to replace next once full: the oldest.
    private var next = 0

    /// The string a plain `raw` stands for, or nil when it is not valid UTF-8.
    mutating func string(for raw: JSONCursor.RawString) -> String? {
        guard let key = Key(raw.text) else { return JSONCursor.plainString(raw) }
        if let index = keys.firstIndex(of: key) { return values[index] }
        guard let text = JSONCursor.plainString(raw) else { return nil }
        if keys.count < Self.capacity {
            keys.append(key)
            values.append(text)
        } else {
            keys[next] = key
            values[next] = text
            next = (next + 1) % Self.capacity
        }
        return text
    }
}
