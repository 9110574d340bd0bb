/// A tag or species name: short, printable, and safe to put in a CSV cell,
/// an environment variable and a one-line status.
public struct SessionLabel: Sendable, Hashable {
    /// The rule, as shown to a person whose label was refused.
    public static let rule = "must be 1 to 32 characters: letters, digits, '-', '_' or '.'"

    public let text: String

    public init?(_ text: String) {
        guard (1...32).contains(text.count),
              text.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) })
        else { return nil }
        self.text = text
    }
}
