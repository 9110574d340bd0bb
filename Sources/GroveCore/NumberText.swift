/// Numbers as grove writes them for people and in CSV: the shortest decimal that reads
/// back as the same `Double`, without `.0` on whole numbers (`60`, `1.5`), as JSON has them.
public enum NumberText {
    public static func shortest(_ value: Double) -> String {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
