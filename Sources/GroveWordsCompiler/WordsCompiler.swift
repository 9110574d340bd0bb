import FoundationEssentials
import GroveGenerator

/// Reads every `*.po` of the catalog folder, checks each against English (`en.po`) and turns them into Swift source.
enum WordsCompiler {
    /// The language every other follows.
    static let source = "en"

    /// The Swift source, or nil when an error was found; every problem found, warnings included.
    static func compile(folder: String) -> (source: String?, problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        var languages: [CatalogLanguage] = []
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".po") && !$0.hasPrefix(".") }
        } catch {
            return (nil, [Diagnostic(file: folder, line: 1, message: "cannot list the catalogs: \(error)")])
        }
        for name in names.sorted() {
            let path = folder + "/" + name
            guard let data = FileManager.default.contents(atPath: path), let text = String(validating: data, as: UTF8.self) else {
                problems.append(Diagnostic(file: path, line: 1, message: "cannot read the catalog as UTF-8 text"))
                continue
            }
            let (file, parseProblems) = POFile.parse(text, path: path)
            problems += parseProblems
            switch CatalogLanguage.read(file, code: String(name.dropLast(".po".count))) {
            case .success(let language): languages.append(language)
            case .failure(let problem): problems.append(problem)
            }
        }
        guard let english = languages.first(where: { $0.code == source }) else {
            return (nil, problems + [Diagnostic(file: folder + "/\(source).po", line: 1, message: "the English catalog is missing")])
        }
        problems += CatalogChecker.check(english: english)
        let others = languages.filter { $0.code != source }
        for language in others { problems += CatalogChecker.check(language, against: english) }
        guard !problems.contains(where: { $0.severity == .error }) else { return (nil, problems) }
        return (WordsSourceWriter(english: english, languages: [english] + others).source, problems)
    }
}
