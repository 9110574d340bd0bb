/// Eight bytes of text read as one little-endian 64-bit word, so the fast paths
/// test and convert eight characters with a handful of instructions instead of
/// a loop step each ("SIMD within a register").
///
/// The per-byte tests below flag bytes in the word's high bits. A borrow or carry
/// from a flagged byte can flag bytes after it too, but never bytes before it, so
/// the *first* flagged byte is always exact, and that is the only one callers use.
struct ByteWord {
    let bits: UInt64

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `offset`; the caller makes sure they exist.
    init(_ base: UnsafeRawPointer, at offset: Int) {
        bits = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The position (0-7) of the first byte that is `"`, `\\` or a control character below 0x20,
    /// or nil when there is none: where a plain string ends or stops being plain.
    var firstStringStop: Int? {
        let stops = Self.zeroBytes(bits ^ (Self.ones &* UInt64(UInt8(ascii: "\""))))
            | Self.zeroBytes(bits ^ (Self.ones &* UInt64(UInt8(ascii: "\\"))))
            | ((bits &- Self.ones &* 0x20) & ~bits & Self.highBits)
        return stops == 0 ? nil : stops.trailingZeroBitCount / 8
    }

    /// Whether one of the first `count` bytes (0-8) is 0x80 or above: not ASCII.
    func hasNonASCII(inFirst count: Int) -> Bool {
        // Masking shifts (`&>>`) cost one instruction; the amount is kept below 64 by hand.
        count > 0 && bits & (UInt64.max &>> (64 - 8 * count)) & Self.highBits != 0
    }

    /// How many of the bytes, from the first, are the digits `0`-`9` (0-8).
    var leadingDigitCount: Int {
        // Digits become 0-9; adding 0x76 sets the high bit of anything from 10 up,
        // and the `| shifted` catches bytes whose high bit was set already.
        let shifted = bits ^ 0x3030_3030_3030_3030
        let nonDigits = ((shifted &+ 0x7676_7676_7676_7676) | shifted) & Self.highBits
        return nonDigits.trailingZeroBitCount / 8
    }

    /// The number spelled by the first `count` bytes (1-8), which must be digits.
    func leadingDigitsValue(_ count: Int) -> UInt64 {
        // Shift the digits to the end of the word and fill the front with '0's:
        // then all eight are digits and the value is the same.
        // Masking shifts (`&<<`, `&>>`) cost one instruction; the amounts are kept below 64 by hand.
        let zeros: UInt64 = count == 8 ? 0 : 0x3030_3030_3030_3030 &>> (8 * count)
        let filled = (bits &<< (8 * (8 - count))) | zeros
        // Pairs of digits, then pairs of pairs, combined in place by multiplications.
        var value = filled &- 0x3030_3030_3030_3030
        value = (value &* 10) &+ (value >> 8)
        let low = (value & 0x0000_00FF_0000_00FF) &* (100 &+ (1_000_000 << 32))
        let high = ((value >> 16) & 0x0000_00FF_0000_00FF) &* (1 &+ (10_000 << 32))
        return (low &+ high) >> 32
    }

    /// 10^`count` for 1...8: the factor that makes room for `count` more digits.
    static func power(ofTen count: Int) -> UInt64 {
        switch count {
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        default: 100_000_000
        }
    }

    /// Flags the bytes that are zero, exactly up to the first one.
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }
}
