import GroveWords

/// Numbers as grove writes them for people and in CSV.
public enum NumberText {
    /// The shortest decimal that reads back as the same `Double`, without `.0` on whole numbers (`60`, `1.5`), as JSON has them.
    public static func shortest(_ value: Double) -> String {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// A count for people, its thousands grouped as the language groups them: `1,000`, `1.000`, `1 000`.
    public static func grouped(_ value: Int) -> String {
        Words.number(value)
    }
}
