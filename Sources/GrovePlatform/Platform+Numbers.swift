import Glibc

extension Platform {
    /// The real cube root of `value`, negative for a negative value (the C library's `cbrt`).
    public static func cubeRoot(_ value: Double) -> Double { cbrt(value) }

    public static func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }

    /// The angle of the point (`x`, `y`) from the positive x axis, in radians from -π to π
    /// (the C library's `atan2`).
    public static func angle(x: Double, y: Double) -> Double { atan2(y, x) }
}
