import GroveCore
import GroveText
import GroveWords

/// What an option's value is: how its text is read, named in help and completed by a shell.
struct ValueType<Value: Sendable>: Sendable {
    /// The value's name in usage lines and help, e.g. `N` in `--minutes N`.
    let placeholder: String
    let completion: CompletionHint
    /// The values a mistyped one is compared with, for a "did you mean"; empty when the values are not a list.
    let known: [String]
    /// The value, or nil when `text` breaks the rule.
    let read: @Sendable (String) -> Value?
    /// The rule in the language in use: the values are declared once, the language is chosen later.
    private let ruleWords: @Sendable () -> String

    init(
        placeholder: String, completion: CompletionHint, rule: @autoclosure @escaping @Sendable () -> String, known: [String] = [],
        read: @escaping @Sendable (String) -> Value?
    ) {
        (self.placeholder, self.completion, self.ruleWords, self.known, self.read) = (placeholder, completion, rule, known, read)
    }

    /// What a refused value must be, said after it: "--minutes 'ten' must be ...".
    var rule: String { ruleWords() }

    /// What is wrong with `text`, which `read` refused: "'plam' is not a species; …; did you mean 'palm'?".
    func refusal(of text: String) -> String {
        "\(PrintableText.quoted(text)) \(rule)\(NearestName.suggestion(for: text.lowercased(), among: known))"
    }
}

extension ValueType where Value == Int {
    static let minutes = ValueType(
        placeholder: "N", completion: .none,
        rule: Words.Settings.wholeNumberRule(
            least: Words.number(GroveSettings.minuteRange.lowerBound), most: Words.number(GroveSettings.minuteRange.upperBound)),
        read: { Int($0).flatMap { GroveSettings.minuteRange.contains($0) ? $0 : nil } })

    /// How many of something, at least one.
    static let count = ValueType(
        placeholder: "N", completion: .none, rule: Words.Usage.countRule,
        read: { Int($0).flatMap { $0 > 0 ? $0 : nil } })
}

extension ValueType where Value == String {
    static let tag = ValueType(
        placeholder: "TAG", completion: .asked(.tags), rule: SessionLabel.rule, read: { SessionLabel($0)?.text })

    /// A project's name, as the trees planted in its repository keep it.
    static let project = ValueType(
        placeholder: "NAME", completion: .none, rule: Words.Project.filterRule(most: Words.number(ProjectPlace.maximumLength)),
        read: { ProjectPlace.name($0) == $0 ? $0 : nil })

    static let species = ValueType(
        placeholder: "NAME", completion: .asked(.species), rule: Species.rule, known: Species.catalog.map(\.name),
        read: { Species.typed($0)?.name })

    static let note = ValueType(
        placeholder: "TEXT", completion: .none, rule: SessionNote.rule, read: { SessionNote($0)?.text })

    /// Free text a person writes, shown back on a terminal.
    static func text(_ placeholder: String) -> ValueType {
        ValueType(placeholder: placeholder, completion: .none, rule: Words.Settings.printableRule, read: { PrintableText.isPrintable($0) ? $0 : nil })
    }

    /// A room to plant together in: a configured room's name, or its folder.
    static let room = ValueType(
        placeholder: "ROOM", completion: .asked(.rooms), rule: Words.Settings.printableRule,
        read: { !$0.isEmpty && PrintableText.isPrintable($0) ? $0 : nil })

    static let folder = ValueType(
        placeholder: "PATH", completion: .folders, rule: Words.Usage.folderRule, read: { $0.isEmpty ? nil : $0 })
}

extension ValueType where Value == LocalDay {
    static let day = ValueType(
        placeholder: "DATE", completion: .asked(.dates), rule: Words.Usage.dayRule(days: SaneBounds.daysText),
        read: { LocalDay(parsing: $0).flatMap { SaneBounds.days.contains($0) ? $0 : nil } })
}

extension ValueType where Value == GameSpeed {
    static let speed = ValueType(
        placeholder: "X", completion: .none,
        rule: Words.Usage.speedRule(
            least: NumberText.shortest(GameSpeed.allowed.lowerBound), most: NumberText.shortest(GameSpeed.allowed.upperBound), example: "60"),
        read: GameSpeed.init(parsing:))
}
