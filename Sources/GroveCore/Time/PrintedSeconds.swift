import FoundationEssentials

/// Seconds as grove prints them for people and scripts (`history --json` and `--csv`, `forest --json`): to the
/// millisecond. That is finer than any time grove shows, yet keeps clock noise (`3816.4677572250366`) out; and at the
/// slowest speed it is a tenth of a wall second, so a printed session still fits its printed dates and imports back.
/// The data files keep each value exactly as it was measured.
public enum PrintedSeconds {
    /// Printed values step by a millisecond.
    public static let stepsPerSecond: TimeInterval = 1000

    public static func rounded(_ seconds: TimeInterval) -> TimeInterval {
        (seconds * stepsPerSecond).rounded() / stepsPerSecond
    }
}

extension CodingUserInfoKey {
    /// Set (to `true`) by the encoders of what grove prints, so records write ``PrintedSeconds``.
    public static let grovePrinted = CodingUserInfoKey(rawValue: "grovePrinted")!
}

extension Encoder {
    /// `seconds` as this encoder writes them: exact in the data files, to the millisecond in what grove prints.
    public func seconds(_ seconds: TimeInterval) -> TimeInterval {
        userInfo[.grovePrinted] as? Bool == true ? PrintedSeconds.rounded(seconds) : seconds
    }
}
