import GroveCore
import GroveText

/// A species as the game's sentences name it: from the data folder, so escaped.
enum TreeName {
    /// "oak".
    static func plain(_ species: String) -> String {
        PrintableText.escaped(species)
    }

    /// "an oak", "a pine": the species with the article a sentence puts before a tree not named before.
    static func withArticle(_ species: String) -> String {
        let name = plain(species)
        return "\(IndefiniteArticle.before(name)) \(name)"
    }
}
