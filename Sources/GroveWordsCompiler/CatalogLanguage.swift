import GroveGenerator

/// One language's catalog: its PO file's header read into what grove needs, and its entries.
struct CatalogLanguage {
    /// As the file is named and its `Language:` header says: `de`, `pt_BR`.
    let code: String
    /// The language in itself (`X-Grove-Name: Deutsch`), as `grove config` shows it.
    let name: String
    /// Other locale names that choose it (`X-Grove-Locales: zh_HK zh_MO`), besides its code and its code's language.
    let locales: [String]
    let pluralCount: Int
    let plural: PluralExpression
    let file: POFile

    /// The language of `file`, or the problems of its header.
    static func read(_ file: POFile, code: String) -> Result<CatalogLanguage, Diagnostic> {
        func problem(_ message: String) -> Result<CatalogLanguage, Diagnostic> {
            .failure(Diagnostic(file: file.path, line: file.headerLine, message: message))
        }
        guard file.header["Language"] == code else {
            return problem("the header says \"Language: \(file.header["Language"] ?? "")\"; a file NAME.po says \"Language: NAME\"")
        }
        guard let name = file.header["X-Grove-Name"], !name.isEmpty else {
            return problem("the header needs \"X-Grove-Name: …\", the language's name in itself, such as Deutsch")
        }
        guard let forms = file.header["Plural-Forms"], let (count, expression) = pluralForms(forms) else {
            return problem("the header needs \"Plural-Forms: nplurals=N; plural=EXPRESSION;\" as gettext writes it")
        }
        for n in 0...1_000 {
            guard let form = expression.value(n), (0..<count).contains(form) else {
                return problem("Plural-Forms gives \(n) the form \(expression.value(n).map(String.init) ?? "of a division by zero"), "
                    + "outside 0 to \(count - 1)")
            }
        }
        let locales = (file.header["X-Grove-Locales"] ?? "").split(separator: " ").map(String.init)
        return .success(CatalogLanguage(code: code, name: name, locales: locales, pluralCount: count, plural: expression, file: file))
    }

    /// `nplurals=3; plural=(…);` read.
    private static func pluralForms(_ text: String) -> (Int, PluralExpression)? {
        let parts = text.split(separator: ";").map { $0.trimmingSpaces() }
        guard let countPart = parts.first(where: { $0.hasPrefix("nplurals=") }),
              let count = Int(countPart.dropFirst("nplurals=".count)), count > 0,
              let rule = parts.first(where: { $0.hasPrefix("plural=") }),
              let expression = PluralExpression(parsing: String(rule.dropFirst("plural=".count)))
        else { return nil }
        return (count, expression)
    }

    /// The Swift name of its case in `Language`: `pt_BR` is `ptBR`.
    var caseName: String { code.filter { $0 != "_" } }
}
