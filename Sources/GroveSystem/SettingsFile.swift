import FoundationEssentials
import GrovePlatform
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
        let bytes: [UInt8]
        do {
            bytes = try Platform.readFile(path)
        } catch {
            if error.isMissing { return GroveSettings() }
            throw Problem(description: "cannot read \(path): \(error.message)")
        }
        do {
            return try GroveSettings.parse(Data(bytes))
        } catch {
            throw Problem(description: "\(path): \(error)", isUnprintable: error.isUnprintable)
        }
    }
}
