/// Turns a raw-mode terminal's bytes into keys. Bytes may split anywhere (inside an escape sequence or a UTF-8 character):
/// the rest waits for the next `feed`. A lone Escape looks like a sequence's start: call `flush()` after a short silent wait.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// The longest escape sequence accepted; longer ones are garbage, dropped as `.unknown`.
    private static let maximumSequenceLength = 32

    public init() {}

    /// Whether bytes are waiting for more input (or a `flush()`) to be decoded.
    public var hasPending: Bool { !pending.isEmpty }

    /// Decodes as many keys as the bytes fed so far allow.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.decode(pending, from: index) else { break }
            keys.append(key)
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Decodes what is pending as if no more bytes will follow: a pending Escape becomes
    /// `.escape` (and what followed it ordinary keys); an incomplete character becomes `.unknown`.
    public mutating func flush() -> [Key] {
        var keys: [Key] = []
        while let lead = pending.first {
            keys.append(lead == 0x1B ? .escape : .unknown)
            // An Escape, like a byte that starts no character, takes one byte.
            let rest = pending.dropFirst(Self.utf8Length(lead: lead) ?? 1)
            pending = []
            keys += feed(rest)
        }
        return keys
    }

    /// The key starting at `index` and how many bytes it takes, or nil when more bytes are needed.
    private static func decode(_ bytes: [UInt8], from index: Int) -> (Key, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return decodeEscape(bytes, from: index)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x03: return (.controlC, 1)
        case 0x04: return (.controlD, 1)
        case 0x1A: return (.controlZ, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte - 1 + 0x61))), 1)
        case 0x00, 0x1C...0x1F: return (.unknown, 1)
        case 0x20: return (.space, 1)
        case 0x21..<0x7F: return (.character(Character(Unicode.Scalar(byte))), 1)
        default: return decodeUTF8(bytes, from: index)
        }
    }

    /// ESC alone, ESC [ … final (CSI), ESC O x (SS3), or ESC followed by another key
    /// (an Alt-modified key, taken as Escape and then that key).
    private static func decodeEscape(_ bytes: [UInt8], from index: Int) -> (Key, Int)? {
        guard index + 1 < bytes.count else { return nil }
        switch bytes[index + 1] {
        case 0x5B:  // [
            for end in (index + 2)..<bytes.count {
                let byte = bytes[end]
                if (0x40...0x7E).contains(byte) {
                    return (csiKey(parameters: Array(bytes[(index + 2)..<end]), final: byte), end - index + 1)
                }
                // Not a well-formed sequence: drop what was read so far.
                if !(0x20...0x3F).contains(byte) { return (.unknown, end - index) }
                if end + 1 - index > maximumSequenceLength { return (.unknown, end + 1 - index) }
            }
            return nil
        case 0x4F:  // O
            guard index + 2 < bytes.count else { return nil }
            return (ss3Keys[bytes[index + 2]] ?? .unknown, 3)
        default:
            return (.escape, 1)
        }
    }

    private static func csiKey(parameters: [UInt8], final: UInt8) -> Key {
        // Modifiers (as in "1;5A" for Ctrl-Up) are ignored: the key is what matters here.
        let first = parameters.split(separator: 0x3B, omittingEmptySubsequences: false).first
            .flatMap { Int(String(decoding: $0, as: UTF8.self)) }
        if let key = cursorKeys[final] { return key }
        switch final {
        case 0x5A: return .backTab
        case 0x50...0x53 where first == nil || first == 1: return .function(Int(final) - 0x50 + 1)
        case 0x7E: return first.flatMap { tildeKeys[$0] } ?? .unknown
        default: return .unknown
        }
    }

    /// The arrows, Home and End, which end the same way after `ESC [` and `ESC O`.
    private static let cursorKeys: [UInt8: Key] = [0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end]

    /// The keys sent as `ESC [ number ~`; F1 to F12 skip 16 and 22.
    private static let tildeKeys: [Int: Key] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]

    /// The keys sent as `ESC O x`: the cursor keys, keypad Enter in application mode, F1 to F4.
    private static let ss3Keys = cursorKeys.merging(
        [0x4D: .enter, 0x50: .function(1), 0x51: .function(2), 0x52: .function(3), 0x53: .function(4)]) { $1 }

    /// The number of bytes of a UTF-8 sequence starting with `lead`, or nil if it cannot start one.
    private static func utf8Length(lead: UInt8) -> Int? {
        switch lead {
        case 0xC2...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF4: return 4
        default: return nil
        }
    }

    private static func decodeUTF8(_ bytes: [UInt8], from index: Int) -> (Key, Int)? {
        guard let length = utf8Length(lead: bytes[index]) else { return (.unknown, 1) }
        var value = UInt32(bytes[index]) & (0xFF >> (length + 1))
        for offset in 1..<length {
            guard index + offset < bytes.count else { return nil }
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return (.unknown, offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = [0, 0, 0x80, 0x800, 0x10000][length]
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return (.unknown, length) }
        return (.character(Character(scalar)), length)
    }
}
