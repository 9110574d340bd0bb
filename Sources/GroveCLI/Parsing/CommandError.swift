import GroveWords

/// Why a command stopped: exit status 2 for a usage error, 1 for anything else.
public enum CommandError: Error, Equatable, CustomStringConvertible {
    /// Unknown command or option, or a bad value; nothing was changed.
    case usage(String, usage: String)
    /// Text from the config file that could command a terminal: refused like a bad value on the
    /// command line; nothing was changed.
    case unprintable(String)
    /// The command could not be done; the message says why and what to do.
    case failure(String)

    public var exitStatus: Int32 {
        switch self {
        case .usage, .unprintable: 2
        case .failure: 1
        }
    }

    /// What went wrong, in one sentence without the usage: for a screen's message line.
    public var message: String {
        switch self {
        case .usage(let message, _), .unprintable(let message), .failure(let message): message
        }
    }

    public var description: String {
        switch self {
        case .usage(let message, let usage):
            "grove: \(message)\n\(HelpText.usageLines(usage))\n\(Words.Usage.seeHelp)"
        case .unprintable(let message), .failure(let message):
            "grove: \(message)"
        }
    }

    /// Runs `body`; an error from the store or a file becomes a failure that says it.
    static func catching<T>(_ body: () throws -> T) throws(CommandError) -> T {
        do {
            return try body()
        } catch let error as CommandError {
            throw error
        } catch {
            throw .failure("\(error)")
        }
    }
}
