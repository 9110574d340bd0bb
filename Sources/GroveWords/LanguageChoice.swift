/// The language grove speaks and where that came from, in gettext's order: the config's `"language"`, then `LANGUAGE` (a
/// colon-separated list, its first language grove has), then the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set.
/// The locale need not be installed: grove's catalogs are its own. `C`, `POSIX` and a language grove lacks give English.
public struct LanguageChoice: Equatable, Sendable {
    public enum Source: Equatable, Sendable {
        /// The config's `"language"`.
        case config
        /// The environment variable of this name.
        case environment(String)
        /// Nothing chose one.
        case none
    }

    public let language: Language
    public let source: Source

    public init(language: Language, source: Source) {
        self.language = language
        self.source = source
    }

    /// The choice the config's `configured` language (already checked) and `environment` make.
    public static func resolve(configured: Language?, environment: [String: String]) -> LanguageChoice {
        if let configured { return LanguageChoice(language: configured, source: .config) }
        let listed = (environment["LANGUAGE"] ?? "").split(separator: ":").lazy.compactMap { Language(locale: String($0)) }
        if let first = listed.first { return LanguageChoice(language: first, source: .environment("LANGUAGE")) }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let locale = environment[name], !locale.isEmpty else { continue }
            return LanguageChoice(language: Language(locale: locale) ?? .en, source: .environment(name))
        }
        return LanguageChoice(language: .en, source: .none)
    }
}

extension Language {
    /// The language a locale name chooses: `de_DE.UTF-8`, `pt_BR`, `zh_HK`, `ja`, or a catalog's code; nil for `C`,
    /// `POSIX` and languages grove has no catalog for.
    public init?(locale: String) {
        let name = locale.prefix { $0 != "." && $0 != "@" }.map { $0 == "-" ? "_" : $0 }
        let given = String(name).lowercased()
        let language = String(given.prefix { $0 != "_" })
        let all = Language.allCases
        func named(_ wanted: String) -> Language? {
            all.first { $0.rawValue.lowercased() == wanted || $0.otherLocales.contains { $0.lowercased() == wanted } }
        }
        guard let found = named(given) ?? named(language) else { return nil }
        self = found
    }
}
