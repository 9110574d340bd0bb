/// Every word a person reads, from the catalog of the language in use: `Words.Plant.planted(tree:until:)` for the entry
/// `plant.planted`. The catalogs are the PO files in `Catalogs/`, compiled into the binary at build time; what a program
/// reads (JSON, CSV, data files, names of commands and options) never comes from here.
public enum Words {
    /// The language words are given in, as a locale is: chosen once where a command starts (``LanguageChoice``) and around
    /// what a test checks; English elsewhere.
    @TaskLocal public static var language: Language = .en
}
