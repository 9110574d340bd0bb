import GroveCore
import GroveText

/// How wide a column of species' names is in the commands' tables, in the language in use.
enum ShownSpecies {
    /// The columns the widest species' name takes.
    static var widestName: Int {
        Species.catalog.map { DisplayWidth.columns(of: $0.displayName) }.max() ?? 0
    }
}
