import GroveGenerator

/// The rules every catalog keeps, English's as the source and each other language's against it.
enum CatalogChecker {
    /// English's problems: every entry named `section.key` once, a plural one counting with `{count}`, and its `msgstr`
    /// left empty (the `msgid` is the English).
    static func check(english: CatalogLanguage) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var seen: [String: Int] = [:]
        for entry in english.file.entries {
            func problem(_ message: String) { problems.append(Diagnostic(file: english.file.path, line: entry.line, message: message)) }
            guard let context = entry.context, isName(context) else {
                problem("an entry needs msgctxt \"section.key\" (lower camel-case words, such as plant.planted)")
                continue
            }
            if let first = seen[context] { problem("'\(context)' is here twice; the first is on line \(first)") }
            seen[context] = seen[context] ?? entry.line
            if entry.id.isEmpty { problem("'\(context)' has an empty msgid") }
            if entry.strings.contains(where: { !$0.isEmpty }) {
                problem("'\(context)': leave English's msgstr empty; the msgid is the English text")
            }
            if entry.isPlural, !Placeholders.names(in: entry.id).contains("count") || !Placeholders.names(in: entry.idPlural!).contains("count") {
                problem("'\(context)' has plural forms, so both msgid and msgid_plural say {count}")
            }
            if Set(Placeholders.names(in: entry.id) + Placeholders.names(in: entry.idPlural ?? "")).count > 10 {
                problem("'\(context)' has more than ten placeholders; split it")
            }
            if entry.isPlural, entry.strings.count != english.pluralCount {
                problem("'\(context)' needs msgstr[0] to msgstr[\(english.pluralCount - 1)], empty")
            }
        }
        return problems
    }

    /// `language`'s problems against `english`: every entry there and no other, each with English's placeholders and its
    /// own number of plural forms. An entry missing, one English no longer has, or one whose English changed since, is a
    /// warning: said, and held by a test.
    static func check(_ language: CatalogLanguage, against english: CatalogLanguage) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let path = language.file.path
        let source = Dictionary(english.file.entries.compactMap { entry in entry.context.map { ($0, entry) } }) { first, _ in first }
        var translated: [String: Int] = [:]
        for entry in language.file.entries {
            func problem(_ message: String, _ severity: Diagnostic.Severity = .error) {
                problems.append(Diagnostic(file: path, line: entry.line, message: message, severity: severity))
            }
            // An entry English removed is left out meanwhile, so that English can drop a sentence before every translation does.
            guard let context = entry.context, let original = source[context] else {
                problem("'\(entry.context ?? entry.id)' is not in the English catalog (en.po), so it is left out; remove it", .warning)
                continue
            }
            if let first = translated[context] { problem("'\(context)' is here twice; the first is on line \(first)") }
            translated[context] = translated[context] ?? entry.line
            if entry.id != original.id || entry.idPlural != original.idPlural {
                problem("'\(context)': the English changed since this was translated (en.po line \(original.line)); "
                    + "translate it again and copy the new msgid", .warning)
            }
            let wanted = original.isPlural ? language.pluralCount : 1
            guard entry.isPlural == original.isPlural, entry.strings.count == wanted else {
                problem(original.isPlural
                    ? "'\(context)' needs \(wanted) plural form(s), msgstr[0] to msgstr[\(wanted - 1)], as Plural-Forms says"
                    : "'\(context)' has no plural forms in English; give one msgstr")
                continue
            }
            let names = Set(Placeholders.names(in: original.id) + Placeholders.names(in: original.idPlural ?? ""))
            for (form, text) in entry.strings.enumerated() {
                let label = original.isPlural ? "msgstr[\(form)]" : "msgstr"
                if text.isEmpty {
                    problem("'\(context)': \(label) is empty; translate it")
                } else if Set(Placeholders.names(in: text)) != names {
                    problem("'\(context)': \(label) has {\(Placeholders.names(in: text).joined(separator: "}, {"))} "
                        + "where English has {\(names.sorted().joined(separator: "}, {"))}")
                }
            }
        }
        // A missing entry shows in English meanwhile, so that a new English sentence builds before it is translated;
        // the catalog test holds every warning.
        let missing = source.sorted { $0.value.line < $1.value.line }.map(\.key).filter { translated[$0] == nil }
        if !missing.isEmpty {
            let named = missing.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (missing.count > 5 ? " …" : "")
            problems.append(Diagnostic(
                file: path, line: language.file.headerLine,
                message: "entries of en.po missing here (\(missing.count)), shown in English meanwhile: \(named); add their translations",
                severity: .warning))
        }
        return problems
    }

    /// Whether `context` is `section.key`, each a lower camel-case word.
    static func isName(_ context: String) -> Bool {
        let parts = context.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { part in
            part.first.map { $0.isASCII && $0.isLowercase } ?? false && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
