import GroveCore
import GroveText

/// A species as the game's sentences name it, by its id from the data folder: in the language in use, an id no species
/// has escaped.
enum TreeName {
    /// "oak", "Eiche".
    static func plain(_ species: String) -> String {
        Species.displayName(of: species)
    }

    /// "an oak", "eine Eiche": the species with the article a sentence puts before a tree not named before.
    static func withArticle(_ species: String) -> String {
        Species.oneTree(of: species)
    }
}
