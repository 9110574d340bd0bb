import GroveCore

/// `grove config`: the effective settings and every path grove uses.
enum ConfigCommand: Subcommand {
    static let name = "config"
    static let summary = "show the effective settings and every path grove uses"
    static let details = """
        Settings come from config.json in the config folder. Every key is optional:
          {"focusMinutes": 25, "breakMinutes": 5, "longBreakMinutes": 15,
           "longBreakEvery": 4, "defaultTag": "focus", "defaultSpecies": "oak",
           "notifications": true, "dailyGoal": 4, "autoStartBreak": false,
           "autoStartFocus": false, "screen": "full", "device": "laptop",
           "name": "ana", "rooms": {"standup": "/srv/grove/rooms/standup"}}
        Hooks are executables in the hooks folder named after an event:
          \(HookEvent.allCases.map(\.rawValue).joined(separator: ", "))
        """

    static func run(_ options: ParsedOptions, _ invocation: Invocation) throws(CommandError) -> Int32 {
        let paths = try invocation.paths()
        let settings = try invocation.settings()
        let lines = [
            "settings",
            "  focusMinutes      \(settings.focusMinutes)",
            "  breakMinutes      \(settings.breakMinutes)",
            "  longBreakMinutes  \(settings.longBreakMinutes)",
            "  longBreakEvery    \(settings.longBreakEvery)",
            "  defaultTag        \(settings.defaultTag)",
            "  defaultSpecies    \(settings.defaultSpecies)",
            "  notifications     \(settings.notifications)",
            "  dailyGoal         \(settings.dailyGoal)\(settings.dailyGoal == 0 ? " (off)" : " trees a day")",
            "  autoStartBreak    \(settings.autoStartBreak)",
            "  autoStartFocus    \(settings.autoStartFocus)",
            "  screen            \(try invocation.isPlain() ? ScreenStyle.plain.rawValue : settings.screen.rawValue)",
            "  speed             \(NumberText.shortest(invocation.globals.speed.multiplier))",
            "  device            \(try invocation.device())",
            "paths",
            "  data folder       \(paths.data)",
            "  config file       \(paths.configFile)",
            "  hooks folder      \(paths.hooks)",
            "  hook log          \(paths.hookLog)",
        ]
        invocation.print(lines.joined(separator: "\n"))
        return 0
    }
}
