import FoundationEssentials
import Glibc
import GroveCore

/// Loads `config.json`; a missing file means every default.
public enum SettingsFile {
    /// Why the settings could not be used, naming the file and the key.
    public struct Problem: Error, Sendable, CustomStringConvertible {
        public let description: String
        /// Whether the file holds text that could command a terminal (see `SettingsProblem`).
        public var isUnprintable = false
    }

    public static func load(from path: String) throws(Problem) -> GroveSettings {
        guard let data = FileManager.default.contents(atPath: path) else {
            if access(path, F_OK) != 0 { return GroveSettings() }
            throw Problem(description: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        do {
            return try GroveSettings.parse(data)
        } catch {
            throw Problem(description: "\(path): \(error)", isUnprintable: error.isUnprintable)
        }
    }
}
