import GroveCore
import GroveText

/// `grove config`: the effective settings and every path grove uses.
enum ConfigCommand: Subcommand {
    typealias Key = GroveSettings.CodingKeys

    static let name = "config"
    static let summary = "show the effective settings and every path grove uses"
    static let details = """
        Settings come from config.json in the config folder. Every key is optional: \
        \(Key.allCases.map(\.stringValue).joined(separator: ", ")). \
        grove config shows each with the value in force; a bad value is named with what is allowed.
        Example: {"focusMinutes": 50, "rooms": {"team": "/srv/team"}}
        Hooks are executables in the hooks folder named after an event:
          \(HookEvent.allCases.map(\.rawValue).joined(separator: ", "))
        """

    /// The width of the first column: the longest key and two spaces.
    private static let labelWidth = (Key.allCases.map(\.stringValue.count).max() ?? 0) + 2

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let paths = try invocation.paths()
        let settings = try invocation.settings()
        var lines = ["settings"]
        for key in Key.allCases {
            lines += try shown(key, settings, invocation).enumerated().map { index, value in
                line(index == 0 ? key.stringValue : "", value)
            }
        }
        lines += [
            line("speed", NumberText.shortest(invocation.globals.speed.multiplier)),
            "paths",
            line("data folder", paths.data),
            line("config file", paths.configFile),
            line("hooks folder", paths.hooks),
            line("hook log", paths.hookLog),
        ]
        invocation.print(lines.joined(separator: "\n"))
        return 0
    }

    private static func line(_ label: String, _ value: String) -> String {
        "  " + label.padded(toColumns: labelWidth) + value
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
        case .dailyGoal: ["\(settings.dailyGoal)\(settings.dailyGoal == 0 ? " (off)" : " trees a day")"]
        case .device: [try invocation.device()]
        case .autoStartBreak: ["\(settings.autoStartBreak)"]
        case .autoStartFocus: ["\(settings.autoStartFocus)"]
        case .screen: [try invocation.isPlain() ? ScreenStyle.plain.rawValue : settings.screen.rawValue]
        case .name: [memberName(settings, invocation)]
        case .rooms: rooms(settings.rooms)
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
        return "\(name) (locked: \(species.unlock.summary))"
    }

    private static func memberName(_ settings: GroveSettings, _ invocation: Invocation) -> String {
        if let name = settings.name { return name }
        guard let user = try? invocation.memberName() else { return "none: your user name cannot name you in a room" }
        return "\(user) (your user name)"
    }

    private static func rooms(_ rooms: [String: String]) -> [String] {
        guard !rooms.isEmpty else { return ["none"] }
        let width = rooms.keys.map { DisplayWidth.columns(of: $0) }.max() ?? 0
        return rooms.sorted { $0.key < $1.key }.map { "\($0.key.padded(toColumns: width))  \($0.value)" }
    }
}
