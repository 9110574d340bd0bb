import GroveCore
import GroveText
import GroveWords

/// `grove config`: the effective settings and every path grove uses.
enum ConfigCommand: Subcommand {
    typealias Key = GroveSettings.CodingKeys

    static let name = "config"
    static var summary: String { Words.Help.configSummary }
    static var details: String {
        Words.Help.configDetails(
            keys: Key.allCases.map(\.stringValue).joined(separator: ", "),
            events: HookEvent.allCases.map(\.rawValue).joined(separator: ", "))
    }

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let paths = try invocation.paths()
        let settings = try invocation.settings()
        let labelled: [(label: String, value: String)] = [
            (Words.Config.dataFolder, paths.data), (Words.Config.configFile, paths.configFile),
            (Words.Config.hooksFolder, paths.hooks), (Words.Config.hookLog, paths.hookLog),
        ]
        let speed = (label: Words.Config.speed, value: NumberText.shortest(invocation.globals.speed.multiplier))
        // The first column: the longest key or label, and two spaces.
        let labels = (labelled + [speed]).map { DisplayWidth.columns(of: $0.label) }
        let width = ((labels + Key.allCases.map(\.stringValue.count)).max() ?? 0) + 2
        func line(_ label: String, _ value: String) -> String {
            "  " + label.padded(toColumns: width) + value
        }
        var lines = [Words.Config.settings]
        for key in Key.allCases {
            lines += try shown(key, settings, invocation).enumerated().map { index, value in
                line(index == 0 ? key.stringValue : "", value)
            }
        }
        lines += [line(speed.label, speed.value), Words.Config.paths] + labelled.map { line($0.label, $0.value) }
        invocation.print(lines.joined(separator: "\n"))
        return 0
    }

    /// The value in force for `key`, a line each (a room a line): what the config says, or what grove uses without it.
    private static func shown(_ key: Key, _ settings: GroveSettings, _ invocation: Invocation) throws(CommandError) -> [String] {
        switch key {
        case .focusMinutes: ["\(settings.focusMinutes)"]
        case .breakMinutes: ["\(settings.breakMinutes)"]
        case .longBreakMinutes: ["\(settings.longBreakMinutes)"]
        case .longBreakEvery: ["\(settings.longBreakEvery)"]
        case .defaultTag: [settings.defaultTag]
        case .defaultSpecies: [defaultSpecies(settings.defaultSpecies, invocation)]
        case .notifications: ["\(settings.notifications)"]
        case .dailyGoal: [settings.dailyGoal == 0 ? Words.Config.goalOff : Words.Config.goal(count: settings.dailyGoal)]
        case .device: [try invocation.device()]
        case .autoStartBreak: ["\(settings.autoStartBreak)"]
        case .autoStartFocus: ["\(settings.autoStartFocus)"]
        case .screen: [try invocation.isPlain() ? ScreenStyle.plain.rawValue : settings.screen.rawValue]
        case .name: [memberName(settings, invocation)]
        case .rooms: rooms(settings.rooms)
        case .language: [language(GroveCommandLine.languageChoice(invocation.context))]
        case .projects: ["\(settings.projects)"]
        case .tagFromProject: ["\(settings.tagFromProject)"]
        }
    }

    /// The species, and what unlocks it while it is locked: `plant` refuses it until then.
    private static func defaultSpecies(_ name: String, _ invocation: Invocation) -> String {
        guard let species = Species.named(name), species.unlock != .free,
              let rewards = try? CommandError.catching({ try invocation.store().repository.loadLive().rewards }),
              !rewards.isAvailable(name)
        else { return name }
        return Words.Config.speciesLocked(species: name, unlock: species.unlock.summary)
    }

    private static func memberName(_ settings: GroveSettings, _ invocation: Invocation) -> String {
        if let name = settings.name { return name }
        guard let user = try? invocation.memberName() else { return Words.Config.noName }
        return Words.Config.userName(user: user)
    }

    /// The language in force and what chose it.
    private static func language(_ choice: LanguageChoice) -> String {
        let (name, code) = (choice.language.name, choice.language.rawValue)
        return switch choice.source {
        case .config: Words.Settings.languageFromConfig(language: name, code: code)
        case .environment(let variable): Words.Settings.languageFromVariable(language: name, code: code, variable: variable)
        case .none: Words.Settings.languageByDefault(language: name, code: code)
        }
    }

    private static func rooms(_ rooms: [String: String]) -> [String] {
        guard !rooms.isEmpty else { return [Words.Config.noRooms] }
        let width = rooms.keys.map { DisplayWidth.columns(of: $0) }.max() ?? 0
        return rooms.sorted { $0.key < $1.key }.map { "\($0.key.padded(toColumns: width))  \($0.value)" }
    }
}
