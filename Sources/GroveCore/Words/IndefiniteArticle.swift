/// "a" or "an" before a word, by its first letter: "an oak", "a pine".
public enum IndefiniteArticle {
    public static func before(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
