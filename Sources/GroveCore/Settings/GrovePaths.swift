import GroveWords

/// Every place grove reads or writes, resolved once from the environment.
public struct GrovePaths: Sendable, Equatable {
    /// Sessions: `$GROVE_DATA_DIR`, else `$XDG_DATA_HOME/grove`, else `~/.local/share/grove`.
    public let data: String
    /// Settings and hooks: `$XDG_CONFIG_HOME/grove`, else `~/.config/grove`.
    public let config: String

    public var configFile: String { "\(config)/config.json" }
    public var hooks: String { "\(config)/hooks" }
    /// Where failing or slow hooks are reported.
    public var hookLog: String { "\(data)/hooks.log" }

    /// Resolves the paths; `dataOverride` is `--data-dir`, which beats the environment.
    public static func resolve(environment: [String: String], dataOverride: String?) throws(PathProblem) -> GrovePaths {
        func nonEmpty(_ value: String?) -> String? { value?.isEmpty == false ? value : nil }
        let home = nonEmpty(environment["HOME"])
        guard let data = nonEmpty(dataOverride) ?? nonEmpty(environment["GROVE_DATA_DIR"])
            ?? nonEmpty(environment["XDG_DATA_HOME"]).map({ "\($0)/grove" }) ?? home.map({ "\($0)/.local/share/grove" })
        else { throw PathProblem(folder: .data) }
        guard let config = nonEmpty(environment["XDG_CONFIG_HOME"]).map({ "\($0)/grove" }) ?? home.map({ "\($0)/.config/grove" })
        else { throw PathProblem(folder: .config) }
        return GrovePaths(data: absolute(data, environment: environment), config: absolute(config, environment: environment))
    }

    private static func absolute(_ path: String, environment: [String: String]) -> String {
        guard !path.hasPrefix("/"), let pwd = environment["PWD"], pwd.hasPrefix("/") else { return path }
        return "\(pwd)/\(path)"
    }
}

/// HOME and the XDG variables are all unset, so grove does not know where to keep things.
public struct PathProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Folder: Sendable, Equatable {
        case data, config
    }

    public let folder: Folder

    public var description: String {
        switch folder {
        case .data: Words.Settings.noDataFolder
        case .config: Words.Settings.noConfigFolder
        }
    }
}
