import GroveCore
import GroveText

/// A species as the commands' sentences name it, by its id: "oak", and with its article, "an oak". An id no species has
/// (a file edited by hand) is shown escaped.
enum ShownSpecies {
    static func name(_ id: String) -> String {
        PrintableText.escaped(id)
    }

    static func withArticle(_ id: String) -> String {
        let name = name(id)
        return "\(IndefiniteArticle.before(name)) \(name)"
    }
}
