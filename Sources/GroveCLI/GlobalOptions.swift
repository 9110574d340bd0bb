import GroveCore

/// The options every command accepts, from anywhere on the command line or the environment.
struct GlobalOptions {
    var speed: GameSpeed = .normal
    var dataDirectory: String?
    var colorEnabled = true
    var help = false
    var version = false

    static let usage = "grove [COMMAND] [OPTIONS] [--speed X] [--data-dir PATH] [--no-color]"

    /// Takes the global options out of `arguments`, returning what is left for the command.
    static func extract(from arguments: [String], environment: [String: String]) throws(CommandError) -> (GlobalOptions, [String]) {
        var options = GlobalOptions()
        if let text = environment["GROVE_SPEED"], !text.isEmpty {
            guard let speed = GameSpeed(parsing: text) else {
                throw .usage("GROVE_SPEED '\(text)' is not a speed; \(speedRule)", usage: usage)
            }
            options.speed = speed
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { options.colorEnabled = false }

        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                rest += arguments[index...]
                break
            }
            let (name, inline) = OptionParser.split(argument)
            switch name {
            case "--speed", "--data-dir":
                let value: String
                if let inline {
                    value = inline
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw .usage("\(name) needs a value", usage: usage)
                }
                if name == "--speed" {
                    guard let speed = GameSpeed(parsing: value) else {
                        throw .usage("--speed '\(value)' is not a speed; \(speedRule)", usage: usage)
                    }
                    options.speed = speed
                } else {
                    guard !value.isEmpty else { throw .usage("--data-dir needs a folder", usage: usage) }
                    options.dataDirectory = value
                }
            case "--no-color", "--no-colour":
                options.colorEnabled = false
            case "--help", "-h":
                options.help = true
            case "--version", "-V":
                options.version = true
            default:
                rest.append(argument)
            }
        }
        return (options, rest)
    }

    static let speedRule = "use a number from \(formatted(GameSpeed.allowed.lowerBound)) to \(formatted(GameSpeed.allowed.upperBound)), e.g. 60"

    private static func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
