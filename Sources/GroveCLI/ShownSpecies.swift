import GroveCore
import GroveText

/// A species as the commands' sentences name it, by its id: "oak", and with its article, "an oak". An id no species has
/// (a file edited by hand) is shown escaped.
enum ShownSpecies {
    static func name(_ id: String) -> String {
        PrintableText.escaped(id)
    }

    /// The columns the widest species' name takes: how wide a column of species is.
    static var widestName: Int {
        Species.catalog.map { DisplayWidth.columns(of: name($0.name)) }.max() ?? 0
    }

    static func withArticle(_ id: String) -> String {
        let name = name(id)
        return "\(IndefiniteArticle.before(name)) \(name)"
    }
}
