import GrovePlatform

/// Turns the digits of a JSON number into the nearest `Double`: the value a
/// correctly rounded conversion gives, which is what `JSONDecoder` gives.
///
/// Most numbers grove writes (whole seconds, dates with up to 16 digits) take
/// the exact fast path: when the digits fit in a `Double` without rounding and
/// the power of ten is exact too, one IEEE multiplication or division rounds
/// correctly. Anything else goes to the C library's `strtod`, which is correctly
/// rounded as well.
enum ExactDecimal {
    /// The largest integer a `Double` holds with every smaller one: 2^53.
    private static let exactIntegerLimit: UInt64 = 1 << 53

    /// The largest power of ten a `Double` holds exactly: 10^22.
    private static let largestExactPower = 22

    /// The value of a number already checked against JSON's grammar.
    ///
    /// - Parameters:
    ///   - negative: the number has a leading minus.
    ///   - significand: all its digits read as one integer, or nil when they did not fit in 64 bits.
    ///   - exponent: the power of ten to apply to `significand`.
    ///   - token: the number's text, for the slow path.
    /// - Returns: nil when the number is out of a `Double`'s range (JSONDecoder refuses those too),
    ///   when the C library read the text differently (a locale with another decimal mark), or for
    ///   a zero written with an exponent: JSONDecoder refuses some of those (`0e1`, not `0e+1`),
    ///   and nil lets it decide, so this never accepts a number it refuses.
    static func value(negative: Bool, significand: UInt64?, exponent: Int, token: UnsafeRawBufferPointer) -> Double? {
        if significand == 0, hasExponent(token) { return nil }
        if let significand, significand <= exactIntegerLimit, abs(exponent) <= largestExactPower {
            let digits = Double(significand)
            let magnitude = exponent >= 0 ? digits * exactPower(exponent) : digits / exactPower(-exponent)
            return negative ? -magnitude : magnitude
        }
        return slowValue(token)
    }

    /// 10^`exponent` for 0...22, each exact. A switch, not an array, because this runs for
    /// every number and a global array costs a retain and a release on each use.
    private static func exactPower(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }

    private static func slowValue(_ token: UnsafeRawBufferPointer) -> Double? {
        guard let value = Platform.decimalValue(of: token), value.isFinite else { return nil }
        if value == 0, hasNonZeroDigit(token) { return nil }
        return value
    }

    private static func hasExponent(_ token: UnsafeRawBufferPointer) -> Bool {
        token.contains(UInt8(ascii: "e")) || token.contains(UInt8(ascii: "E"))
    }

    /// Whether the digits before any exponent are not all zero, so a zero result means underflow.
    private static func hasNonZeroDigit(_ token: UnsafeRawBufferPointer) -> Bool {
        for byte in token {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return false }
            if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte) { return true }
        }
        return false
    }
}
