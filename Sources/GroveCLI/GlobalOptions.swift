import GroveCore
import GroveText

/// The options every command accepts, before or after its name, or from the environment.
struct GlobalOptions {
    var speed: GameSpeed = .normal
    let dataDirectory: String?
    let colorEnabled: Bool
    /// Plain sentences asked for by `--plain` or `ACCESSIBLE`; the config may ask too (see `Invocation.isPlain`).
    let plain: Bool
    let help: Bool
    let version: Bool

    static let speedOption = Option("--speed", .speed, help: "run the game X times faster (env GROVE_SPEED)")
    static let dataDirectoryOption = Option("--data-dir", .folder, help: "keep sessions in PATH (env GROVE_DATA_DIR)")
    static let noColor = Flag("--no-color", aliases: ["--no-colour"], help: "no colours (env NO_COLOR)")
    static let plainFlag = Flag(
        "--plain", help: "sentences instead of a full screen, for screen readers (env ACCESSIBLE; config \"screen\": \"plain\")")
    static let helpFlag = Flag("--help", aliases: ["-h"], help: "help for grove or a command")
    static let versionFlag = Flag("--version", aliases: ["-V"], help: "grove's version")

    static let syntax = CommandSyntax(options: [speedOption, dataDirectoryOption, noColor, plainFlag, helpFlag, versionFlag])
    static let declarations = syntax.options
    static let usage = syntax.usage(of: "[COMMAND] [OPTIONS]")

    /// The global options in `parsed`, over those the environment sets.
    init(_ parsed: ParsedOptions, environment: [String: String]) throws(CommandError) {
        if let text = environment["GROVE_SPEED"], !text.isEmpty {
            guard let speed = GameSpeed(parsing: text) else {
                throw .usage("GROVE_SPEED \(ValueType.speed.refusal(of: text))", usage: Self.usage)
            }
            self.speed = speed
        }
        if let speed = parsed[Self.speedOption] { self.speed = speed }
        dataDirectory = parsed[Self.dataDirectoryOption]
        colorEnabled = !parsed.has(Self.noColor) && (environment["NO_COLOR"] ?? "").isEmpty
        // The convention screen-reader users set for every program that honours it; "0" turns it off.
        plain = parsed.has(Self.plainFlag) || !["", "0"].contains(environment["ACCESSIBLE"] ?? "")
        help = parsed.has(Self.helpFlag)
        version = parsed.has(Self.versionFlag)
    }
}
