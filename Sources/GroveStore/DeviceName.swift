import GrovePlatform

/// The name this machine's files go under in `devices/`.
///
/// `GROVE_DEVICE` overrides the config key `device`, which overrides the host
/// name. A name is sanitised to letters, digits, `-`, `_` and `.` (other
/// characters become `-`), at most 64 of them, so it is always one safe folder name.
public enum DeviceName {
    public static let maximumLength = 64

    /// The device name from the environment, the configured name and the host name, in that order.
    public static func resolve(environment: [String: String], configured: String?) -> String {
        for candidate in [environment["GROVE_DEVICE"], configured, Platform.hostName()] {
            if let candidate, let name = sanitised(candidate) { return name }
        }
        return "this-machine"
    }

    /// `text` as a folder name, or nil when nothing usable is left.
    public static func sanitised(_ text: String) -> String? {
        var name = ""
        for scalar in text.unicodeScalars.prefix(maximumLength) {
            let allowed = (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                || scalar == "-" || scalar == "_" || scalar == "."
            name.unicodeScalars.append(allowed ? scalar : "-")
        }
        // A leading dot would hide the folder (and `.`/`..` are not names).
        while name.hasPrefix(".") { name.removeFirst() }
        return name.contains(where: { $0 != "-" && $0 != "." }) ? name : nil
    }
}
