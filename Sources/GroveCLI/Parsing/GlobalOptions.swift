import GroveCore
import GroveText
import GroveWords

/// The options every command accepts, before or after its name, or from the environment.
struct GlobalOptions {
    var speed: GameSpeed = .normal
    var dataDirectory: String?
    let colorEnabled: Bool
    /// Plain sentences asked for by `--plain` or `ACCESSIBLE`; the config may ask too (see `Invocation.isPlain`).
    let plain: Bool
    let help: Bool
    let version: Bool

    enum Option: String, CommandOption {
        case speed, dataDirectory = "data-dir", noColor = "no-color", plain, help, version

        var declaration: OptionDeclaration {
            switch self {
            case .speed: option(.speed, help: Words.Help.globalSpeed)
            case .dataDirectory: option(.folder, help: Words.Help.globalDataDirectory)
            case .noColor: flag(aliases: ["--no-colour"], help: Words.Help.globalNoColor)
            case .plain: flag(help: Words.Help.globalPlain)
            case .help: flag(aliases: ["-h"], help: Words.Help.globalHelp)
            case .version: flag(aliases: ["-V"], help: Words.Help.globalVersion)
            }
        }
    }

    static var syntax: CommandSyntax { CommandSyntax(Option.self) }
    static let usage = syntax.usage(of: "[COMMAND] [OPTIONS]")

    /// The global options in `parsed`, over those the environment sets.
    init(_ parsed: ParsedOptions<Option>, environment: [String: String]) throws(CommandError) {
        if let text = environment["GROVE_SPEED"], !text.isEmpty {
            guard let speed = GameSpeed(parsing: text) else {
                throw .usage("GROVE_SPEED \(ValueType.speed.refusal(of: text))", usage: Self.usage)
            }
            self.speed = speed
        }
        if let speed: GameSpeed = parsed[.speed] { self.speed = speed }
        dataDirectory = parsed[.dataDirectory]
        colorEnabled = !parsed.has(.noColor) && (environment["NO_COLOR"] ?? "").isEmpty
        // The convention screen-reader users set for every program that honours it; "0" turns it off.
        plain = parsed.has(.plain) || !["", "0"].contains(environment["ACCESSIBLE"] ?? "")
        help = parsed.has(.help)
        version = parsed.has(.version)
    }
}
