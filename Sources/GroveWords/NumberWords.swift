extension Words {
    /// `value` with the language's digit grouping: 1,234 in English, 1.234 in German, 1 234 in French.
    public static func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        guard digits.count >= (Int(Format.groupingFrom) ?? 4) else { return sign + digits }
        let separator = Format.groupSeparator
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += separator }
            grouped.append(digit)
        }
        return sign + grouped
    }

    /// `value` with `decimals` digits after the language's decimal mark (rounded), its whole part grouped: 2.5 or 2,5.
    public static func number(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return String(value) }
        var scale = 1.0
        for _ in 0..<max(0, decimals) { scale *= 10 }
        let scaled = (value.magnitude * scale).rounded()
        guard decimals > 0, scaled < 1e18 else { return number(Int(value.rounded())) }
        let whole = Int(scaled / scale), fraction = Int(scaled.truncatingRemainder(dividingBy: scale))
        let fractionDigits = String(fraction)
        let padded = String(repeating: "0", count: decimals - fractionDigits.count) + fractionDigits
        return (value < 0 && scaled > 0 ? "-" : "") + number(whole) + Format.decimalSeparator + padded
    }
}
