import GroveCore
import GrovePlatform

/// The name this machine's files go under in `devices/`.
///
/// `GROVE_DEVICE` overrides the config key `device`, which overrides the host
/// name. The first two are checked against ``DeviceNameRule`` before they get
/// here; the host name is made into one (other characters become `-`), so it
/// is always one safe folder name.
public enum DeviceName {
    /// The device name from the environment, the configured name and the host name, in that order.
    public static func resolve(environment: [String: String], configured: String?) -> String {
        for candidate in [environment["GROVE_DEVICE"], configured] {
            if let candidate, DeviceNameRule.accepts(candidate) { return candidate }
        }
        return Platform.hostName().flatMap(sanitised) ?? "this-machine"
    }

    /// `text` as a folder name, or nil when nothing usable is left.
    private static func sanitised(_ text: String) -> String? {
        var name = ""
        for scalar in text.unicodeScalars.prefix(DeviceNameRule.maximumLength) {
            name.unicodeScalars.append(DeviceNameRule.allows(scalar) ? scalar : "-")
        }
        // A leading dot would hide the folder (and `.`/`..` are not names).
        while name.hasPrefix(".") { name.removeFirst() }
        return DeviceNameRule.accepts(name) ? name : nil
    }
}
