/// A speed multiplier as a person reads it: "600", "1.5", "0.25".
enum SpeedText {
    static func of(_ multiplier: Double) -> String {
        guard multiplier.isFinite else { return "?" }
        if multiplier == multiplier.rounded(), abs(multiplier) < 1e9 { return String(Int(multiplier)) }
        let hundredths = (multiplier * 100).rounded() / 100
        return String(hundredths)
    }
}
