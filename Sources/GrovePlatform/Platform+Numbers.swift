import Glibc

extension Platform {
    /// The `Double` nearest the decimal number `text` (such as `-1.5e-3`), correctly
    /// rounded by the C library's `strtod`; nil for empty text, or when `strtod` stops before
    /// its end (as in a locale with another decimal mark). Out of range, it is infinite or zero.
    ///
    /// Not the standard library's `Double(_:)`: that needs a `String`, allocated for any
    /// number over 15 bytes, and measured at about twice the cost.
    public static func decimalValue(of text: UnsafeRawBufferPointer) -> Double? {
        guard !text.isEmpty else { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { buffer in
            let base = buffer.baseAddress!
            for index in 0..<text.count { base[index] = CChar(bitPattern: text[index]) }
            base[text.count] = 0
            var end: UnsafeMutablePointer<CChar>?
            let value = strtod(base, &end)
            return end == base + text.count ? value : nil
        }
    }
}

extension Platform {
    /// The real cube root of `value`, negative for a negative value (the C library's `cbrt`).
    public static func cubeRoot(_ value: Double) -> Double {
        cbrt(value)
    }

    /// `base` raised to `exponent` (the C library's `pow`).
    public static func power(_ base: Double, _ exponent: Double) -> Double {
        pow(base, exponent)
    }

    /// The angle of the point (`x`, `y`) from the positive x axis, in radians from -π to π
    /// (the C library's `atan2`).
    public static func angle(x: Double, y: Double) -> Double {
        atan2(y, x)
    }
}
